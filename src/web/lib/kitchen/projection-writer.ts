import { mealPlanProjection, shoppingListProjection } from '../../../domain/kitchen/projections';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { hasPlan } from '../../../domain/kitchen/views';
import type { SafeStorage } from '../storage';
import { PROJECTION_KEYS } from './keys';

/**
 * Writes the spec's session-storage values ('mealPlan', 'shoppingList') from the open kitchen.
 * Larder never reads them back (docs/decisions/0011-kitchen-store-persistence.md); loaded on
 * demand, so the screens that only read the store do not carry the shopping-list code.
 */
export function writeProjections(state: KitchenState, session: SafeStorage): void {
  if (!hasPlan(state)) {
    session.remove(PROJECTION_KEYS.mealPlan);
    session.remove(PROJECTION_KEYS.shoppingList);
    return;
  }
  session.write(PROJECTION_KEYS.mealPlan, JSON.stringify(mealPlanProjection(state)));
  session.write(PROJECTION_KEYS.shoppingList, JSON.stringify(shoppingListProjection(state)));
}
