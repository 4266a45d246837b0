import type { PlanEntry } from './items';

const portions = (count: number) => `${count} ${count === 1 ? 'portion' : 'portions'}`;

/**
 * An entry's title on the plan: a leftover entry says so ("Leftovers: Tarka Dal"), and one that
 * eats portions kept in the pantry says how many ("Leftovers: Chilli (2 portions)").
 */
export function entryTitle(entry: Pick<PlanEntry, 'leftoverOf' | 'leftoverItemId' | 'servings' | 'meal'>): string {
  if (entry.leftoverItemId !== undefined) {
    return entry.servings ? `Leftovers: ${entry.meal.name} (${portions(entry.servings)})` : `Leftovers: ${entry.meal.name}`;
  }
  return entry.leftoverOf === undefined ? entry.meal.name : `Leftovers: ${entry.meal.name}`;
}

/**
 * A cooking day that cooks more than the day eats (issue #17): how many portions, and where the
 * extra ones go ("Cook 6 portions: 2 for later dinners, 2 to freeze"). Nothing for an ordinary day.
 */
export function portionsNote(
  entry: Pick<PlanEntry, 'servings' | 'portionsFrozen' | 'meal' | 'leftoverOf' | 'leftoverItemId'>,
): string | undefined {
  const cooked = entry.meal.servings;
  if (
    entry.leftoverOf !== undefined ||
    entry.leftoverItemId !== undefined ||
    entry.servings === undefined ||
    cooked === undefined ||
    cooked <= entry.servings
  )
    return undefined;
  const frozen = Math.min(entry.portionsFrozen ?? 0, cooked - entry.servings);
  const later = cooked - entry.servings - frozen;
  const uses = [later > 0 ? `${later} for later dinners` : '', frozen > 0 ? `${frozen} to freeze` : ''].filter(Boolean);
  return `Cook ${portions(cooked)}: ${uses.join(', ')}`;
}
