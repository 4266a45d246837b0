import { useEffect } from 'react';
import { Link, useLocation } from '../../lib/router/router';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">
        There is nothing at <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{pathname}</code>. The link may be old, or the address
        mistyped.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
