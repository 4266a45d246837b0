import { upgradeStoredMeal } from '../meal/stored-meal';
import { withAddedCollections } from './added-collections';
import { KITCHEN_STATE_VERSION } from './kitchen-state';

/**
 * Version 2 → 3: the kitchen's meals hold values (money in pence, times in minutes, amounts as
 * { amount, unit }) instead of text. A version-2 kitchen (what the store wrote before) is read
 * with every meal it holds upgraded (`upgradeStoredMeal`): the plan entries' meals, the
 * selection's options and chosen meals, and the same inside changes still waiting to be sent.
 * Everything else passes unchanged. Version 1 (the plain storage keys) is `migrate.ts`'s.
 */
export const KITCHEN_MEALS_AS_VALUES_VERSION = 3;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function upgradeMealList(value: unknown): unknown {
  return Array.isArray(value) ? value.map(upgradeStoredMeal) : value;
}

/** A selection's option and chosen lists, each meal upgraded. */
function upgradeSelection(selection: unknown): unknown {
  if (!isObject(selection)) return selection;
  const lists = (group: unknown) =>
    isObject(group) ? Object.fromEntries(Object.entries(group).map(([slot, meals]) => [slot, upgradeMealList(meals)])) : group;
  return { ...selection, options: lists(selection.options), selected: lists(selection.selected) };
}

function upgradeEntry(entry: unknown): unknown {
  return isObject(entry) && 'meal' in entry ? { ...entry, meal: upgradeStoredMeal(entry.meal) } : entry;
}

/** One item's value as a change or the account carries it (collection, and key for 'state'). */
export function upgradeItemValue(collection: string, id: string, value: unknown): unknown {
  if (collection === 'planEntries') return upgradeEntry(value);
  if (collection === 'state' && id === 'selection') return upgradeSelection(value);
  return value;
}

/** A stored kitchen of version 2 or 3 as version 3; undefined for anything else. */
export function upgradeKitchenState(state: unknown): Loose | undefined {
  if (!isObject(state)) return undefined;
  if (state.version === KITCHEN_STATE_VERSION) return withAddedCollections(state);
  if (state.version !== 2) return undefined;
  const entries = isObject(state.planEntries) ? state.planEntries : {};
  return withAddedCollections({
    ...state,
    version: KITCHEN_STATE_VERSION,
    selection: upgradeSelection(state.selection),
    planEntries: Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, upgradeEntry(entry)])),
  });
}
