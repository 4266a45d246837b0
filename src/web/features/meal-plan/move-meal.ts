import { weekdayOf } from '../../../domain/dates/iso-date';
import { moveEntry, type MoveResult, type SlotRef } from '../../../domain/kitchen/plan-commands';
import type { KitchenStore } from '../../lib/kitchen/kitchen-store';
import { showError, showSuccess } from '../../lib/toasts';

export const CANNOT_MOVE_MESSAGE = 'Cannot move meal: You can only swap meals of the same type (breakfast, lunch, or dinner).';
export const LEFTOVER_ORDER_MESSAGE = 'Leftovers come after the day their dish is cooked: move the cooking day first.';

/**
 * Spec §4: a meal dropped on another day swaps with the meal there, with the spec's toasts; a
 * drop on its own day does nothing and says nothing. Shared by drag and drop and 'Move to…'.
 */
export function moveMeal(store: KitchenStore, entryId: string, to: SlotRef): MoveResult {
  // Decided on the state the store holds when it applies the move (another tab may have moved first).
  const outcome: { result: MoveResult } = { result: { ok: false, reason: 'unknown-entry' } };
  store.update((state) => {
    outcome.result = moveEntry(state, entryId, to);
    return outcome.result.ok ? outcome.result.state : state;
  });
  const { result } = outcome;
  if (result.ok) {
    const type = result.moved.meal.isBreakfast ? 'Breakfast' : 'Main meal';
    showSuccess('Meal moved', `${type} moved from ${weekdayOf(result.from.date)} to ${weekdayOf(result.to.date)}.`);
  } else if (result.reason === 'different-type') {
    showError('Cannot move meal', CANNOT_MOVE_MESSAGE);
  } else if (result.reason === 'leftover-before-cooking') {
    showError('Cannot move meal', LEFTOVER_ORDER_MESSAGE);
  }
  return result;
}
