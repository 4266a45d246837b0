import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/api/get-session';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { SIGNED_IN_NAV, SIGNED_OUT_NAV } from './nav-items';
import { NavList, SignInNote } from './nav-list';
import { useSidebar } from './sidebar-state';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

/**
 * The navigation: a fixed column on wide screens (16rem, or a 3rem icon rail when collapsed)
 * and a slide-in drawer (18rem) below 768 px.
 */
export function Sidebar() {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  const { user } = useSession();
  const items = user ? SIGNED_IN_NAV : SIGNED_OUT_NAV;

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileDrawer open={openMobile} onOpenChange={setOpenMobile} items={items} signedIn={Boolean(user)} />
      </Suspense>
    );
  }

  const compact = !open;
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'no-print fixed inset-y-0 left-0 z-30 flex flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        compact ? 'w-[3rem] px-1.5 py-4' : 'w-[16rem] p-4',
      )}
    >
      <div className={cn('mb-6', compact && 'flex justify-center')}>
        <Brand compact={compact} />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <NavList items={items} compact={compact} />
      </nav>
      {!compact && !user && <SignInNote />}
    </aside>
  );
}
