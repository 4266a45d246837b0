import { useQueryClient } from '../../../lib/query';
import { LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../../components/ui/menu';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { forgetCook } from '../../../lib/forget-cook';
import { useKitchenStatus, useKitchenStore } from '../../../lib/kitchen/kitchen-context';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { showError, showSuccess } from '../../../lib/toasts';
import { signOut } from '../api/auth-actions';
import { markSigningOut } from '../redirect-path';

/** How long sign-out waits for the changes still on their way to the account. */
export const SIGN_OUT_FLUSH_MS = 5_000;

/**
 * The signed-in cook's menu: who is signed in, and Sign out. Sign-out first tries to send the
 * changes not yet on the account; if it cannot, it asks before they are discarded; then it
 * removes everything of the cook from this browser (issues 14 and 15). Loaded only for signed-in cooks.
 */
export default function UserMenu({ email, userId }: { email: string; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const store = useKitchenStore();
  const { unsynced } = useKitchenStatus();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    try {
      await signOut();
    } catch {
      showError('Failed to sign out');
      return;
    }
    await forgetCook(store, userId);
    markSigningOut();
    await navigate('/', { replace: true });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    showSuccess('Signed out', 'You have been successfully logged out.');
  };

  const start = async () => {
    setLeaving(true);
    try {
      if (!(await store.flush(SIGN_OUT_FLUSH_MS))) {
        setAsking(true);
        return;
      }
      await leave();
    } finally {
      setLeaving(false);
    }
  };

  const discardAndLeave = async () => {
    setAsking(false);
    setLeaving(true);
    try {
      await leave();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Account menu for ${email}`} className="max-w-56">
            <UserRound aria-hidden />
            <span className="hidden truncate sm:inline">{email}</span>
          </Button>
        </MenuTrigger>
        <MenuContent sideOffset={6}>
          <MenuLabel>Signed in as</MenuLabel>
          <MenuLabel className="truncate pt-0 pb-2 text-sm font-medium text-popover-foreground">{email}</MenuLabel>
          <MenuSeparator />
          <MenuItem disabled={leaving} onSelect={() => void start()}>
            <LogOut aria-hidden />
            {leaving ? 'Signing out…' : 'Sign out'}
          </MenuItem>
        </MenuContent>
      </Menu>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Changes not saved to your account</DialogTitle>
            <DialogDescription>
              {unsynced === 1 ? 'One change' : `${unsynced} changes`} made on this device could not reach your account (are you offline?).
              If you sign out now, {unsynced === 1 ? 'it is' : 'they are'} lost. Stay signed in and they are sent when you are back online.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              Stay signed in
            </Button>
            <Button variant="destructive" onClick={() => void discardAndLeave()}>
              Sign out and discard them
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
