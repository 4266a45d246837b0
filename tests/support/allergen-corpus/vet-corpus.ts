import { vetMeal } from '../../../src/catalog';
import { ALLERGENS, ALLERGEN_LABELS } from '../../../src/domain/allergens';
import { modelMeal, type Meal } from '../../../src/domain/meal';
import { preferencesSchema } from '../../../src/domain/preferences';
import { toMealValues } from '../../../src/server/generation/schema';
import { REALISTIC_MEALS, type RealisticMeal } from './realistic-meals';

/** A realistic meal as the model path has it after the answer is read (schema → modelMeal). */
function asModelMeal(meal: RealisticMeal, index: number): Meal {
  const adapted = modelMeal(
    toMealValues({
      name: meal.name,
      description: 'A weeknight meal.',
      cuisine: 'British',
      isBreakfast: false,
      totalMinutes: 30,
      prepMinutes: 10,
      ingredients: meal.ingredients.map(([name, quantity]) => ({ name, quantity })),
      instructions: [...meal.steps],
      nutrition: { calories: 600, protein: 30, carbs: 60, fat: 20 },
      pricePounds: 6,
      tags: [],
      storageTips: 'Keeps for 2 days in the fridge.',
      allergens: [],
    }),
    () => `bench-${index}`,
  );
  if (!adapted) throw new Error(`${meal.name} is not a meal`);
  return adapted;
}

export type VettingResult = { clean: number; accepted: number; unsafe: string[]; refusedClean: Map<string, number>; timesMs: number[] };

/**
 * For each of the 14 allergens, a cook allergic to it and nothing else is offered every meal of the
 * corpus. A meal that does not hold the allergen is clean and should be accepted; one that holds it
 * must be refused. Other constraints are opened wide, so only the allergy decides.
 */
export function vetCorpus(meals: readonly RealisticMeal[] = REALISTIC_MEALS): VettingResult {
  const result: VettingResult = { clean: 0, accepted: 0, unsafe: [], refusedClean: new Map(), timesMs: [] };
  const modelMeals = meals.map(asModelMeal);
  for (const allergen of ALLERGENS) {
    const preferences = preferencesSchema.parse({
      allergies: [allergen],
      cookingTime: '90 minutes+',
      maxPricePerMeal: '£15.00+',
      caloriesRange: [250, 2000],
      proteinRange: [0, 120],
    });
    meals.forEach((meal, index) => {
      const started = performance.now();
      const { problems } = vetMeal(modelMeals[index] as Meal, preferences);
      result.timesMs.push(performance.now() - started);
      const accepted = problems.length === 0;
      if (meal.holds.includes(allergen)) {
        if (accepted) result.unsafe.push(`${meal.name} for ${ALLERGEN_LABELS[allergen]}`);
        return;
      }
      result.clean += 1;
      if (accepted) result.accepted += 1;
      else for (const problem of problems) result.refusedClean.set(problem, (result.refusedClean.get(problem) ?? 0) + 1);
    });
  }
  return result;
}
