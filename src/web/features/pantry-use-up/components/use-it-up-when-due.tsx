import { lazy, Suspense } from 'react';
import type { PlannedMeal } from '../../../../domain/kitchen/views';
import { hasFoodGoingOff } from '../../../../domain/pantry/going-off';
import { localToday } from '../../../lib/dates';
import { useKitchen } from '../../../lib/kitchen/kitchen-context';

// The panel (and what it reads: favourites, the recipes' look-up, the pantry's rules) loads only
// for a cook whose inventory has food going off.
const UseItUpPanel = lazy(async () => ({ default: (await import('./use-it-up-panel')).UseItUpPanel }));

/** "Use it up", when anything in the inventory goes off in the next three days; nothing otherwise. */
export function UseItUpWhenDue({ planned, className }: { planned?: readonly PlannedMeal[]; className?: string }) {
  const goingOff = useKitchen((state) => hasFoodGoingOff(state.inventory, localToday()));
  if (!goingOff) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <UseItUpPanel {...(planned ? { planned } : {})} />
      </Suspense>
    </div>
  );
}
