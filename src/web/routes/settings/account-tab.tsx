import { useQueryClient } from '../../lib/query';
import { Link, useNavigate } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ACCOUNT_DELETION_SUMMARY, DeleteAccountDialog } from '../../features/account/components/delete-account-dialog';
import { markSigningOut } from '../../features/auth/redirect-path';
import { CalendarCard } from '../../features/own-data/components/calendar-card';
import { PantryReminderCard } from '../../features/pantry-reminder/components/pantry-reminder-card';
import { YourDataCard } from '../../features/own-data/components/your-data-card';
import { forgetCook } from '../../lib/forget-cook';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import { showSuccess } from '../../lib/toasts';

/** Settings → Account: who is signed in, and deleting the account. */
export function AccountTab() {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const store = useKitchenStore();

  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (!user) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Sign in to manage your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/auth">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const deleted = async () => {
    // What this browser held for the account goes with it, as at sign-out: the kitchen (and
    // its unsent changes, which have no account to go to now), favourites, own key, cached pages.
    await forgetCook(store, user.id);
    markSigningOut();
    await navigate('/', { replace: true });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    showSuccess('Your account has been deleted', `A confirmation has been sent to ${user.email}.`);
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>
            Signed in as <span className="font-medium text-foreground">{user.email}</span>.
          </CardDescription>
        </CardHeader>
      </Card>
      <YourDataCard
        onImported={() => {
          void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
          // The imported plan, pantry and ticks are the kitchen's items now: fetch them at once.
          store.syncSoon();
        }}
      />
      <CalendarCard />
      <PantryReminderCard />
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>Delete my account</CardTitle>
          <CardDescription>{ACCOUNT_DELETION_SUMMARY}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col">
          <DeleteAccountDialog email={user.email} onDeleted={deleted} />
        </CardContent>
      </Card>
    </div>
  );
}
