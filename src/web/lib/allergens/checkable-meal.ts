import type { IngredientLine, Meal } from '../../../domain/meal';
import { readAmount } from '../../../domain/units/read-amount';

/** The allergen-related fields of a meal as any screen holds it (a favourite may be an older shape). */
export type CheckableMeal = Pick<Meal, 'name'> &
  Partial<Pick<Meal, 'allergens' | 'mayContain' | 'allergenSource' | 'unidentified' | 'labelNotes' | 'instructions' | 'recipe'>> & {
    ingredients: Pick<IngredientLine, 'name' | 'quantity' | 'note'>[];
  };

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * Reads the fields the allergen check needs from a saved meal, never throwing. A meal of shape 1
 * (quantities as text) is read after `upgradeStoredMeal`, which the allergen check's chunk brings:
 * its quantity text holds notes the check reads.
 */
export function toCheckable(
  saved: { name: string } & Record<string, unknown>,
  upgrade: (raw: unknown) => unknown = (raw) => raw,
): CheckableMeal {
  const meal: Record<string, unknown> & { name: string } = { ...(upgrade(saved) as Record<string, unknown>), name: saved.name };
  const ingredients = (Array.isArray(meal.ingredients) ? meal.ingredients : []).flatMap((line: unknown) => {
    if (typeof line === 'string') return [{ name: line }];
    if (typeof line !== 'object' || line === null) return [];
    const { name, quantity, note } = line as { name?: unknown; quantity?: unknown; note?: unknown };
    const amount = readAmount(quantity);
    return typeof name === 'string'
      ? [{ name, ...(amount ? { quantity: amount } : {}), ...(typeof note === 'string' ? { note } : {}) }]
      : [];
  });
  const source = meal.allergenSource === 'catalog' || meal.allergenSource === 'checked' ? meal.allergenSource : undefined;
  return {
    name: meal.name,
    ingredients,
    ...(strings(meal.instructions) ? { instructions: strings(meal.instructions) } : {}),
    ...(typeof meal.recipe === 'string' ? { recipe: meal.recipe } : {}),
    ...(strings(meal.allergens) ? { allergens: strings(meal.allergens) } : {}),
    ...(strings(meal.mayContain) ? { mayContain: strings(meal.mayContain) } : {}),
    ...(source ? { allergenSource: source } : {}),
    ...(strings(meal.unidentified) ? { unidentified: strings(meal.unidentified) } : {}),
    ...(strings(meal.labelNotes) ? { labelNotes: strings(meal.labelNotes) } : {}),
  };
}
