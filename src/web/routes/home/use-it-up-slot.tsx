import { lazy, Suspense } from 'react';
import { hasFoodGoingOff } from '../../../domain/pantry/going-off';
import { localToday } from '../../lib/dates';
import { useKitchen } from '../../lib/kitchen/kitchen-context';

// Home's script budget is tight: the panel (and what it reads) loads only for a cook whose
// inventory has food going off, after the page is up.
const UseItUpPanel = lazy(async () => ({
  default: (await import('../../features/pantry-use-up/components/use-it-up-panel')).UseItUpPanel,
}));

/** "Use it up" on Home, when anything in the inventory goes off in the next three days. */
export function UseItUpSlot() {
  const goingOff = useKitchen((state) => hasFoodGoingOff(state.inventory, localToday()));
  if (!goingOff) return null;
  return (
    <div className="mt-10">
      <Suspense fallback={null}>
        <UseItUpPanel />
      </Suspense>
    </div>
  );
}
