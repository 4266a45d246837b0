import { Link } from '../../lib/router/router';
import { cn } from '../../lib/cn';

export function Brand({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" width={32} height={32} />
      <span className={cn('text-lg', compact && 'sr-only')}>Larder</span>
    </Link>
  );
}
