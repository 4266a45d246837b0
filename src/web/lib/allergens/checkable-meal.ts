import type { Meal } from '../../../domain/meal';

/** The allergen-related fields of a meal as any screen holds it (a favourite may be an older shape). */
export type CheckableMeal = Pick<Meal, 'name'> &
  Partial<Pick<Meal, 'allergens' | 'mayContain' | 'allergenSource' | 'unidentified' | 'labelNotes' | 'instructions' | 'recipe'>> & {
    ingredients: { name: string; quantity?: string }[];
  };

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** Reads the fields the allergen check needs from a meal of any saved shape, never throwing. */
export function toCheckable(meal: { name: string } & Record<string, unknown>): CheckableMeal {
  const ingredients = (Array.isArray(meal.ingredients) ? meal.ingredients : []).flatMap((line: unknown) => {
    if (typeof line === 'string') return [{ name: line }];
    if (typeof line !== 'object' || line === null) return [];
    const { name, quantity } = line as { name?: unknown; quantity?: unknown };
    return typeof name === 'string' ? [{ name, ...(typeof quantity === 'string' ? { quantity } : {}) }] : [];
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
