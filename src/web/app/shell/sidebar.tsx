import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { SIGNED_IN_NAV, SIGNED_OUT_NAV, type NavItem } from './nav-items';
import { NavList, SignInNote } from './nav-list';
import { useSidebar } from './sidebar-state';

let mobileDrawer: ReturnType<typeof loadMobileDrawer> | undefined;
function loadMobileDrawer() {
  return import('./mobile-drawer');
}
/**
 * Starts fetching the drawer's code (a dialog with its focus trap, about 13 KB gzip) when the cook
 * reaches for the toggle (pointer over or down, keyboard focus): the fetch runs while the tap
 * completes, and pages that are only read never load it.
 */
export function preloadMobileDrawer(): void {
  mobileDrawer ??= loadMobileDrawer();
}
const MobileDrawer = lazy(() => (mobileDrawer ??= loadMobileDrawer()));

/**
 * The navigation: a fixed column on wide screens (16rem, or a 3rem icon rail when collapsed)
 * and a slide-in drawer (18rem) below 768 px. Which one shows is CSS's choice, so a page
 * prerendered without knowing the screen's width is laid out right from its first paint.
 */
export function Sidebar() {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  const { user } = useSession();
  const items = user ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  // The drawer's code is fetched as the cook reaches for the toggle (preloadMobileDrawer), and
  // mounted from its first opening on (so it can animate closed): nothing of it stands between a
  // phone and the first paint, nor loads on a visit that never opens it.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (openMobile && !drawerMounted) setDrawerMounted(true);

  const compact = !open;
  return (
    <>
      {isMobile && drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={openMobile} onOpenChange={setOpenMobile} items={items} signedIn={Boolean(user)} />
        </Suspense>
      )}
      <Aside compact={compact} items={items} signedIn={Boolean(user)} />
    </>
  );
}

function Aside({ compact, items, signedIn }: { compact: boolean; items: readonly NavItem[]; signedIn: boolean }) {
  return (
    <aside
      data-testid="sidebar"
      data-state={compact ? 'collapsed' : 'expanded'}
      className={cn(
        'no-print fixed inset-y-0 left-0 z-30 hidden flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex',
        compact ? 'w-[3rem] px-1.5 py-4' : 'w-[16rem] p-4',
      )}
    >
      <div className={cn('mb-6', compact && 'flex justify-center')}>
        <Brand compact={compact} />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <NavList items={items} compact={compact} />
      </nav>
      {!compact && !signedIn && <SignInNote />}
    </aside>
  );
}
