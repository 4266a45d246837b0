import { hasOwnedAmounts, mealPlanProjection, shoppingListProjection } from '../../../domain/kitchen/projections';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { hasPlan } from '../../../domain/kitchen/views';
import type { SafeStorage } from '../storage';
import { PROJECTION_KEYS } from './keys';

/** The writes begun, so one that waited for the parser never overwrites a later kitchen's. */
let latestCall = 0;

/** Never called: the pantry check's answers give no amount to read. */
const noAmountsToRead = (): undefined => undefined;

/**
 * Writes the spec's session-storage values ('mealPlan', 'shoppingList') from the open kitchen.
 * Larder never reads them back (docs/decisions/0011-kitchen-store-persistence.md); loaded on
 * demand, so the screens that only read the store do not carry the shopping-list code. The
 * ingredient parser, larger than the rest, is loaded only when a pantry answer gives an amount.
 */
export async function writeProjections(state: KitchenState, session: SafeStorage): Promise<void> {
  const call = (latestCall += 1);
  if (!hasPlan(state)) {
    session.remove(PROJECTION_KEYS.mealPlan);
    session.remove(PROJECTION_KEYS.shoppingList);
    return;
  }
  const readAmount = hasOwnedAmounts(state) ? (await import('../../../domain/units/parse-ingredient-line')).parseAmount : noAmountsToRead;
  // A later kitchen was written while the parser loaded: this one is out of date.
  if (call !== latestCall) return;
  session.write(PROJECTION_KEYS.mealPlan, JSON.stringify(mealPlanProjection(state)));
  session.write(PROJECTION_KEYS.shoppingList, JSON.stringify(shoppingListProjection(state, readAmount)));
}
