import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/router';
import { PageFallback } from '../../../components/ui/page-fallback';
import { useSession } from '../../../lib/session';
import { rememberRedirectPath, takeSigningOut } from '../redirect-path';

/** Signed-in cooks only: a skeleton while the session loads, else off to /auth (replacing history). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading || user) return;
    if (takeSigningOut()) {
      void navigate('/', { replace: true });
      return;
    }
    rememberRedirectPath(`${location.pathname}${location.search}`);
    void navigate('/auth', { replace: true });
  }, [isLoading, user, location.pathname, location.search, navigate]);

  if (isLoading || !user) return <PageFallback />;
  return children;
}
