import type { Meal, MealIngredient } from '../meal/meal';
import { formatQuantity } from '../units/format-quantity';
import { PERISHABLE_DAYS } from './constants';

/** What an option shares with the meals already chosen: fresh food whose opened packs it would finish, or eat into. */
export type SharedFood = { ingredientId: string; name: string; text: string };

/** A pack counts as finished when less than this share of it is left (a sprig of a bunch). */
const FINISHED_SHARE = 0.02;

type Measured = MealIngredient & { ingredientId: string; amount: number; unit: 'g' | 'ml' | 'item'; pack: { size: number; label: string } };

function measured(line: MealIngredient): line is Measured {
  return (
    line.ingredientId !== undefined &&
    line.amount !== undefined &&
    line.amount > 0 &&
    line.unit !== undefined &&
    line.pack !== undefined &&
    line.shelfLifeDays !== undefined &&
    line.shelfLifeDays <= PERISHABLE_DAYS
  );
}

/** An option that would eat less than this share of what is spare is not worth pointing out. */
const WORTH_SAYING_SHARE = 0.5;

/** At most this many lines a card: the ones that use most of what is spare. */
const MAX_SHARED_LINES = 2;

/**
 * For meal selection (issue #17): the fresh food (keeps ≤ PERISHABLE_DAYS) an option shares with
 * the meals already chosen, where the chosen meals leave part of a pack. Whole packs are what the
 * shopping list buys, so the chosen meals' spare is `packs × size − need`. An option that needs at
 * least that "uses the rest of your spinach"; one that needs at least half of it "uses 100 g of
 * your 160 g spare spinach"; less than half is not said (a pinch of coriander on every card is
 * noise). At most two lines, those that use most of what is spare. Reads only the meals'
 * structured lines (catalog meals, or a model's identified against the ingredient table); lines
 * without an amount, a unit or a pack are passed over.
 */
export function sharedFood(option: Meal, chosen: readonly Meal[]): SharedFood[] {
  const others = chosen.filter((meal) => meal.id !== option.id);
  const shared: (SharedFood & { share: number })[] = [];
  const seen = new Set<string>();
  const total = (meals: readonly Meal[], line: Measured) =>
    meals
      .flatMap((meal) => meal.ingredients)
      .filter((other) => other.ingredientId === line.ingredientId && other.unit === line.unit)
      .reduce((sum, other) => sum + (other.amount ?? 0), 0);
  for (const line of option.ingredients) {
    if (!measured(line) || seen.has(line.ingredientId)) continue;
    seen.add(line.ingredientId);
    const need = total(others, line);
    if (need <= 0) continue;
    const size = line.pack.size;
    const spare = Math.ceil(need / size - 1e-9) * size - need;
    if (spare <= size * FINISHED_SHARE) continue;
    const wanted = total([option], line);
    const share = Math.min(1, wanted / spare);
    if (share < WORTH_SAYING_SHARE) continue;
    const { unit } = line;
    const text =
      wanted >= spare - 1e-9
        ? `Uses the rest of your ${line.name}`
        : `Uses ${formatQuantity({ amount: wanted, unit })} of your ${formatQuantity({ amount: spare, unit })} spare ${line.name}`;
    shared.push({ ingredientId: line.ingredientId, name: line.name, text, share });
  }
  return shared
    .sort((a, b) => b.share - a.share)
    .slice(0, MAX_SHARED_LINES)
    .map(({ share: _share, ...item }) => item);
}
