import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookExclusions, resolveEntry } from '../domain/allergens';
import type { Meal } from '../domain/meal';
import { DIETARY_OPTIONS, cookingTimeLimitMinutes, maxPriceLimitPounds, type Preferences } from '../domain/preferences';
import { requireIngredient } from './ingredient-index';
import { planMeals, planMealsFor } from './plan-meals';
import { preferencesArbitrary } from './testing/random-preferences';

const ANIMAL_ALLERGENS = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];
const SKILL_RANK = { beginner: 0, intermediate: 1, advanced: 2 } as const;

/**
 * Checks a suggested meal against the preferences from the meal's own ingredient lines and
 * the ingredient table, without the planner's constraint code: an independent second opinion.
 */
function violations(meal: Meal, preferences: Preferences): string[] {
  const problems: string[] = [];
  const ingredients = meal.ingredients.map((line) => requireIngredient(line.ingredientId ?? ''));
  const held = new Set(ingredients.flatMap((ingredient) => ingredient.allergens));
  const allergens = new Set(ingredients.flatMap((ingredient) => [...ingredient.allergens, ...(ingredient.mayContain ?? [])]));
  for (const allergen of cookExclusions(preferences).allergens) if (allergens.has(allergen)) problems.push(`holds ${allergen}`);
  for (const term of preferences.excludedItems) {
    if (resolveEntry(term).kind === 'allergen') continue;
    const word = term.toLowerCase().replace(/s$/, '');
    for (const ingredient of ingredients) {
      if (
        [ingredient.name, ...ingredient.aliases].some((name) =>
          name
            .toLowerCase()
            .split(/[\s-]+/)
            .some((w) => w.replace(/s$/, '') === word),
        )
      ) {
        problems.push(`contains ${ingredient.name} (excluded '${term}')`);
      }
    }
    if (word === 'pork' && ingredients.some((i) => /bacon|ham\b|chorizo|pancetta|prosciutto|salami|sausage|lardon|gammon/.test(i.name)))
      problems.push('contains pork');
  }
  const diet = preferences.dietaryPreferences;
  if (diet === 'Vegan' && ingredients.some((i) => i.meat || i.allergens.some((a) => ANIMAL_ALLERGENS.includes(a))))
    problems.push('not vegan');
  if (
    diet === 'Vegetarian' &&
    ingredients.some((i) => i.meat || i.allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs'))
  )
    problems.push('not vegetarian');
  if (diet === 'Kosher' && ingredients.some((i) => i.meat) && (held.has('milk') || held.has('fish')))
    problems.push('meat with milk or fish');
  if (diet === 'Vegetarian' && ingredients.some((i) => i.rennet === 'animal')) problems.push('animal rennet');
  if (diet === 'Gluten-free' && allergens.has('gluten')) problems.push('holds or may hold gluten');
  if (diet === 'Dairy-free' && held.has('milk')) problems.push('contains milk');
  if (
    diet === 'Halal' &&
    ingredients.some((i) => /pork|bacon|ham\b|chorizo|pancetta|salami|gammon/.test(i.name) || (i.per100g.alcohol ?? 0) > 0)
  )
    problems.push('not halal');
  if (diet !== 'None' && !meal.tags.includes(diet)) problems.push(`not tagged ${diet}`);
  if (meal.totalMinutes > cookingTimeLimitMinutes(preferences.cookingTime)) problems.push(`takes ${meal.totalMinutes} minutes`);
  if ((meal.pricePence ?? Infinity) > maxPriceLimitPounds(preferences.maxPricePerMeal) * 100 + 0.5)
    problems.push(`costs ${meal.pricePence} pence`);
  const { calories, protein } = meal.nutritionalInformation;
  if (meal.mealType === 'main') {
    if (calories < preferences.caloriesRange[0] || calories > preferences.caloriesRange[1]) problems.push(`${calories} kcal`);
    if (protein < preferences.proteinRange[0] || protein > preferences.proteinRange[1]) problems.push(`${protein} g protein`);
  }
  if (meal.skill && SKILL_RANK[meal.skill] > SKILL_RANK[preferences.cookingSkill]) problems.push(`needs a ${meal.skill} cook`);
  return problems;
}

describe('planMeals', () => {
  it('never suggests a meal that breaks a hard constraint, over thousands of random preferences', () => {
    fc.assert(
      fc.property(preferencesArbitrary, fc.integer(), (preferences, seed) => {
        const { meals } = planMeals(preferences, { count: 10, seed });
        for (const meal of meals) {
          const problems = violations(meal, preferences);
          if (problems.length > 0) throw new Error(`${meal.name}: ${problems.join('; ')}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('plans the same meals from preferences already parsed, without parsing them again', () => {
    fc.assert(
      fc.property(preferencesArbitrary, fc.integer(), fc.integer({ min: 1, max: 14 }), (preferences, seed, count) => {
        expect(planMealsFor(preferences, { count, seed })).toEqual(planMeals(preferences, { count, seed }));
      }),
      { numRuns: 300 },
    );
  });

  it.each(DIETARY_OPTIONS)('offers at least 10 %s meals with the default preferences', (diet) => {
    const { meals, shortfalls } = planMeals({ dietaryPreferences: diet }, { count: 10, seed: 7 });
    expect(meals.filter((meal) => meal.mealType === 'main')).toHaveLength(10);
    expect(shortfalls).toEqual([]);
  });

  it('is deterministic for a seed, and excludeIds gives fresh options', () => {
    const first = planMeals({}, { count: 10, seed: 42 });
    expect(planMeals({}, { count: 10, seed: 42 }).meals.map((m) => m.id)).toEqual(first.meals.map((m) => m.id));
    const again = planMeals({}, { count: 10, seed: 42, excludeIds: first.meals.map((m) => m.id) });
    expect(again.meals.map((m) => m.id).filter((id) => first.meals.some((m) => m.id === id))).toEqual([]);
  });

  it('varies cuisines and proteins across the suggestions', () => {
    const { meals } = planMeals({}, { count: 10, seed: 3 });
    expect(new Set(meals.map((meal) => meal.cuisine)).size).toBeGreaterThanOrEqual(6);
  });

  it('favours chosen cuisines and ingredients to use up', () => {
    const thai = planMeals({ cuisines: ['Thai'] }, { count: 5, seed: 1 }).meals;
    expect(thai.filter((meal) => meal.cuisine === 'Thai').length).toBeGreaterThanOrEqual(4);
    const spinach = planMeals({ ingredientsToUse: ['400g spinach'] }, { count: 5, seed: 1 }).meals;
    expect(spinach.filter((meal) => meal.ingredients.some((i) => i.name.includes('spinach'))).length).toBeGreaterThanOrEqual(3);
  });

  it('adds breakfasts when the cook asks for them', () => {
    const { meals } = planMeals({ includeBreakfastOptions: true }, { count: 10, seed: 1 });
    expect(meals.filter((meal) => meal.isBreakfast).length).toBe(5);
    expect(meals.filter((meal) => meal.mealType === 'main').length).toBe(10);
  });

  it('says which constraint binds when there are too few meals', () => {
    const { meals, shortfalls } = planMeals(
      { dietaryPreferences: 'Vegan', maxPricePerMeal: '£5.00', servings: 6, cookingTime: '15 minutes' },
      { count: 10, seed: 1 },
    );
    expect(meals.length).toBeLessThan(10);
    expect(shortfalls[0]).toMatchObject({ mealType: 'main', requested: 10, found: meals.length });
    expect(shortfalls[0]?.message).toMatch(new RegExp(`^Only ${meals.length} `));
    expect(shortfalls[0]?.binding).toBeDefined();
  });

  it('matches exclusions by allergen family: nuts rule out tree nuts and peanuts', () => {
    const { meals } = planMeals(
      { excludedItems: ['nuts'], cookingTime: '90 minutes+', caloriesRange: [250, 2000], proteinRange: [0, 120] },
      { count: 40, seed: 5 },
    );
    for (const meal of meals) {
      for (const line of meal.ingredients) {
        const ingredient = requireIngredient(line.ingredientId ?? '');
        expect(ingredient.allergens).not.toContain('tree-nuts');
        expect(ingredient.allergens).not.toContain('peanuts');
      }
    }
  });
});
