import { shortDayLabel } from '../../../domain/dates/iso-date';
import { entryTitle } from '../../../domain/kitchen/entry-text';
import { cookEntry, missingText, uncookEntry, type CookResult } from '../../../domain/pantry/cooking';
import { placeLeftover, removeLeftoverEntry, type PlaceLeftoverResult } from '../../../domain/pantry/leftovers';
import type { KitchenStore } from '../../lib/kitchen/kitchen-store';
import { randomId } from '../../lib/random-id';
import { showError, showNotice, showSuccess } from '../../lib/toasts';

/*
 * "Cooked", "Cooked for more" and leftovers on the plan (issue #16), with the toasts that tell the
 * cook what happened to their pantry. Decided on the state the store holds when it applies them.
 */

const portions = (count: number) => `${count} ${count === 1 ? 'portion' : 'portions'}`;

export type CookOptions = { today: string; extraPortions?: number; eatOn?: string };

/** Marks a planned meal cooked (or leftovers eaten), takes what it used from the pantry and says what was not there. */
export function cookMeal(store: KitchenStore, entryId: string, { today, extraPortions = 0, eatOn }: CookOptions): CookResult | undefined {
  const entry = store.getState().planEntries[entryId];
  if (!entry || entry.cooked !== undefined) return undefined;
  const outcome: { result?: CookResult; placed?: PlaceLeftoverResult } = {};
  const stored = store.update(
    (state) => {
      const result = cookEntry(state, entryId, { today, newId: randomId, extraPortions });
      outcome.result = result;
      if (!eatOn || !result.leftover) return result.state;
      const placed = placeLeftover(result.state, { itemId: result.leftover.id, date: eatOn, portions: extraPortions, newId: randomId });
      outcome.placed = placed;
      return placed.ok ? placed.state : result.state;
    },
    { requireStored: true },
  );
  const { result, placed } = outcome;
  if (!stored || !result) {
    showError('Error', 'This could not be saved in this browser. Please try again.');
    return undefined;
  }
  const eating = entry.leftoverItemId !== undefined || entry.leftoverOf !== undefined;
  const said: string[] = [];
  if (result.leftover?.date) {
    said.push(`${portions(result.leftover.quantity.amount)} in the fridge until ${shortDayLabel(result.leftover.date)}.`);
  }
  if (placed?.ok) said.push(`${entryTitle(placed.entry)} is on ${shortDayLabel(placed.entry.date)}.`);
  if (result.missing.length > 0) said.push(`Not in your pantry: ${missingText(result.missing)}.`);
  else if (!eating) said.push('What it used has come out of your pantry.');
  showSuccess(eating ? `Eaten: ${entryTitle(entry)}` : `Cooked: ${entry.meal.name}`, said.join(' '));
  return result;
}

/** "Not cooked yet": the mark comes off; nothing is put back, and the cook is told so. */
export function uncookMeal(store: KitchenStore, entryId: string): void {
  const entry = store.getState().planEntries[entryId];
  if (!entry || entry.cooked === undefined) return;
  store.update((state) => uncookEntry(state, entryId));
  const eating = entry.leftoverItemId !== undefined || entry.leftoverOf !== undefined;
  showNotice(
    eating ? 'Marked as not eaten yet' : 'Marked as not cooked yet',
    'Nothing was put back: what it used stays out of your pantry, and any leftovers stay in. Change them on the Pantry page if you need to.',
  );
}

/** Puts leftover portions on a day of the plan. */
export function planLeftover(store: KitchenStore, itemId: string, date: string, count: number): void {
  const outcome: { result?: PlaceLeftoverResult } = {};
  store.update((state) => {
    const result = placeLeftover(state, { itemId, date, portions: count, newId: randomId });
    outcome.result = result;
    return result.ok ? result.state : state;
  });
  const { result } = outcome;
  if (result?.ok) showSuccess('Leftovers planned', `${entryTitle(result.entry)} is on ${shortDayLabel(result.entry.date)}.`);
  else showError('Leftovers not planned', 'Those portions are already planned, or that day is past their use-by date.');
}

/** Takes a leftovers entry off the plan; its portions stay in the pantry. */
export function removeLeftovers(store: KitchenStore, entryId: string): void {
  const entry = store.getState().planEntries[entryId];
  if (!entry?.leftoverItemId) return;
  store.update((state) => removeLeftoverEntry(state, entryId));
  showNotice('Taken off the plan', `The ${portions(entry.servings ?? 1)} of ${entry.meal.name} stay in your pantry.`);
}
