import { dayLabel } from '../../../domain/dates/iso-date';
import { hasPlan, planDays } from '../../../domain/kitchen/views';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useKitchen, useKitchenStatus, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { showError, showSuccess } from '../../lib/toasts';

/**
 * Issue 14: a plan made on this browser before signing in is offered to the account instead of
 * being pushed silently. "Not now" leaves it where it was (the visitor's), and this tab does not
 * ask again about it.
 */
export function KeepPlanOffer() {
  const store = useKitchenStore();
  const { offer } = useKitchenStatus();
  const accountHasPlan = useKitchen(hasPlan);
  if (!offer) return null;
  const visitor = store.anonymousState();
  const days = visitor ? planDays(visitor) : [];
  const meals = days.reduce((sum, day) => sum + day.main.length + day.breakfast.length, 0);

  const keep = () => {
    if (store.adoptAnonymousPlan()) showSuccess('Plan kept in your account', 'You will find it on your other devices too.');
    else showError('Error', 'The plan could not be kept in your account. Please try again.');
  };

  return (
    <Dialog open onOpenChange={(open) => !open && store.declineAnonymousPlan()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keep this plan in your account?</DialogTitle>
          <DialogDescription>
            {meals > 0 && days[0]
              ? `You made a plan on this browser before signing in: ${meals} ${meals === 1 ? 'meal' : 'meals'} from ${dayLabel(days[0].date)}.`
              : 'You started planning on this browser before signing in.'}{' '}
            Keep it in your account to have it on your other devices.
            {accountHasPlan ? ' It replaces the plan saved in your account.' : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => store.declineAnonymousPlan()}>
            Not now
          </Button>
          <Button onClick={keep}>Keep it in my account</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
