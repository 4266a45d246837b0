import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { signOut } from '../api/auth-actions';
import { markSigningOut } from '../redirect-path';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** The signed-in cook's menu: who is signed in, and Sign out. Loaded only for signed-in cooks. */
export default function UserMenu({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const leave = async () => {
    try {
      await signOut();
      markSigningOut();
      await navigate('/', { replace: true });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      toast.success('Signed out', { description: 'You have been successfully logged out.' });
    } catch {
      toast.error('Failed to sign out');
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu for ${email}`} className="max-w-56">
          <UserRound aria-hidden />
          <span className="hidden truncate sm:inline">{email}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">Signed in as</DropdownMenu.Label>
          <DropdownMenu.Label className="truncate px-2 pb-2 text-sm font-medium">{email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void leave()}>
            <LogOut className="size-4" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
