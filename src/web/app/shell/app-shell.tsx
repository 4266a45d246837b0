import { PanelLeft } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useDebugMode } from '../../features/debug/use-debug-mode';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { PageFallback } from '../../components/ui/page-fallback';
import { preloadMobileDrawer, Sidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';

const UserMenu = lazy(() => import('../../features/auth/components/user-menu'));
const AccountSync = lazy(() => import('./account-sync'));
// Loaded only in debug mode, so it costs everyone else nothing.
const DebugPanel = lazy(() => import('../../features/debug/debug-panel'));

function DebugMount() {
  const debug = useDebugMode();
  if (!debug) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}

function Header() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const { user, isLoading } = useSession();
  const expanded = isMobile ? openMobile : open;
  return (
    <header className="no-print sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-5">
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        onPointerEnter={isMobile ? preloadMobileDrawer : undefined}
        onPointerDown={isMobile ? preloadMobileDrawer : undefined}
        onFocus={isMobile ? preloadMobileDrawer : undefined}
        aria-label="Toggle navigation"
        aria-expanded={expanded}
        title="Toggle navigation (Ctrl+B)"
      >
        <PanelLeft aria-hidden />
      </Button>
      <div className="md:hidden">
        <Brand />
      </div>
      <div className="ml-auto flex items-center gap-1.5">
        <ThemeToggle />
        {!isLoading && !user && (
          <Button asChild size="sm" variant="outline">
            <Link to="/auth">Sign in</Link>
          </Button>
        )}
        {user && (
          <Suspense fallback={null}>
            <UserMenu email={user.email} userId={user.id} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

function SignedInSync() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AccountSync />
    </Suspense>
  );
}

function ShellLayout({ children }: { children?: ReactNode }) {
  const { open } = useSidebar();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar />
      <SignedInSync />
      <DebugMount />
      <div className={cn('flex min-h-dvh flex-col transition-[padding] duration-200', open ? 'md:pl-[16rem]' : 'md:pl-[3rem]')}>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}

/** The sidebar and header around a screen. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <SidebarProvider>
      <ShellLayout>{children}</ShellLayout>
    </SidebarProvider>
  );
}
