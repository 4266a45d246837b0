import { NavLink } from '../../lib/router/router';
import { cn } from '../../lib/cn';
import type { NavItem } from './nav-items';

export function NavList({ items, compact, onNavigate }: { items: readonly NavItem[]; compact: boolean; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ title, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            aria-label={compact ? title : undefined}
            title={compact ? title : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                compact && 'justify-center px-0',
                isActive
                  ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                  : 'text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-foreground',
              )
            }
          >
            <Icon className="size-[18px] shrink-0" aria-hidden />
            {!compact && <span>{title}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SignInNote() {
  return (
    <p className="rounded-lg bg-sidebar-accent/50 p-3 text-xs leading-relaxed text-sidebar-foreground/80">
      Sign in to save meal plans, track ingredients and more.
    </p>
  );
}
