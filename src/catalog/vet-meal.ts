import type { Allergen, DietFlag, Meal } from '../domain/meal';
import { formatPounds, poundsIn } from '../domain/meal';
import type { DietaryOption, Preferences } from '../domain/preferences';
import { cookingTimeLimitMinutes, maxPriceLimitPounds } from '../domain/preferences';
import { excludes, excludesName, parseExclusions } from './exclusions';
import { findIngredient, normaliseName } from './ingredient-index';
import { INGREDIENTS } from './data/ingredients';
import { amountInUnit, gramsFor, readMeasure } from './measure';
import type { Ingredient } from './types';

const DIET_FLAG: Partial<Record<DietaryOption, DietFlag>> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  Pescatarian: 'pescatarian',
  Keto: 'keto',
  Paleo: 'paleo',
  'Gluten-free': 'gluten-free',
  'Dairy-free': 'dairy-free',
  Halal: 'halal',
  Kosher: 'kosher',
};

/** Catalog names sorted longest first, to find 'egg' inside 'free-range eggs, beaten'. */
const PHRASES = INGREDIENTS.flatMap((ingredient) =>
  [ingredient.name, ...ingredient.aliases].map((name) => ({ words: ` ${normaliseName(name)} `, ingredient })),
)
  .filter((entry) => entry.words.trim().length >= 3)
  .sort((a, b) => b.words.length - a.words.length);

/** The catalog ingredient a model's ingredient line names, exactly or within a longer name. */
export function identifyIngredient(name: string): Ingredient | undefined {
  const exact = findIngredient(name) ?? findIngredient(name.split(',')[0] ?? name);
  if (exact) return exact;
  const haystack = ` ${normaliseName(name)} `;
  const singular = ` ${normaliseName(name).replace(/(\w{3,})s\b/g, '$1')} `;
  return PHRASES.find((entry) => haystack.includes(entry.words) || singular.includes(entry.words))?.ingredient;
}

export type VetResult = { meal: Meal; problems: string[] };

/**
 * A model's meal, checked against the cook's hard constraints through the ingredient table
 * (allergens and exclusions, diet, time, price, calories and protein), and completed with the
 * table's categories, prices and nutrition where the model left them out.
 */
export function vetMeal(meal: Meal, preferences: Preferences): VetResult {
  const problems: string[] = [];
  const exclusions = parseExclusions(preferences.excludedItems);
  const dietFlag = DIET_FLAG[preferences.dietaryPreferences];
  const allergens = new Set<Allergen>();
  const estimate = { calories: 0, protein: 0, carbs: 0, fat: 0, price: 0, known: 0 };

  const ingredients = meal.ingredients.map((line) => {
    const ingredient = identifyIngredient(line.name);
    for (const exclusion of exclusions) {
      if (ingredient ? excludes(exclusion, ingredient) : excludesName(exclusion, line.name))
        problems.push(`${line.name} is excluded ('${exclusion.term}')`);
    }
    if (!ingredient) {
      if (dietFlag) problems.push(`${line.name} cannot be checked for ${preferences.dietaryPreferences}`);
      return line;
    }
    ingredient.allergens.forEach((allergen) => allergens.add(allergen));
    if (dietFlag && !ingredient.diet.includes(dietFlag)) problems.push(`${line.name} is not ${preferences.dietaryPreferences}`);
    const measure = line.quantity ? readMeasure(line.quantity) : undefined;
    const grams = measure ? gramsFor(measure, ingredient) : undefined;
    const amount = measure ? amountInUnit(measure, ingredient) : undefined;
    let price = line.price;
    if (price === undefined && amount !== undefined) {
      price =
        Math.round((ingredient.unit === 'item' ? amount * ingredient.price.pounds : (amount / 1000) * ingredient.price.pounds) * 100) / 100;
    }
    if (grams !== undefined) {
      const factor = (grams * (ingredient.ediblePortion ?? 1)) / 100;
      estimate.calories += ingredient.per100g.kcal * factor;
      estimate.protein += ingredient.per100g.protein * factor;
      estimate.carbs += ingredient.per100g.carbs * factor;
      estimate.fat += ingredient.per100g.fat * factor;
      estimate.known += 1;
    }
    if (price !== undefined) estimate.price += price;
    return {
      ...line,
      category: ingredient.category,
      ingredientId: ingredient.id,
      pack: { size: ingredient.pack.size, label: ingredient.pack.label },
      shelfLifeDays: ingredient.shelfLife.days,
      ...(amount !== undefined ? { amount: Math.round(amount * 100) / 100, unit: ingredient.unit } : {}),
      ...(price !== undefined ? { price } : {}),
    };
  });
  if (
    preferences.dietaryPreferences === 'Kosher' &&
    ingredients.some((line) => line.ingredientId && findIngredient(line.name)?.meat) &&
    allergens.has('milk')
  ) {
    problems.push('mixes meat with milk');
  }

  const servings = preferences.servings;
  const nutrition = { ...meal.nutritionalInformation };
  if (nutrition.calories === 0 && estimate.known === meal.ingredients.length && estimate.known > 0) {
    // Quantities from a model are for the whole meal; nutrition is per serving.
    nutrition.calories = Math.round(estimate.calories / servings);
    nutrition.protein = Math.round((estimate.protein / servings) * 10) / 10;
    nutrition.carbs = Math.round((estimate.carbs / servings) * 10) / 10;
    nutrition.fat = Math.round((estimate.fat / servings) * 10) / 10;
  }
  const statedPrice = poundsIn(meal.maxPricePerMeal);
  const price =
    estimate.price > 0 && (statedPrice === undefined || meal.maxPricePerMeal === '£10')
      ? formatPounds(estimate.price)
      : meal.maxPricePerMeal;

  const minutes = Number.parseInt(meal.cookingTime, 10);
  if (Number.isFinite(minutes) && minutes > cookingTimeLimitMinutes(preferences.cookingTime)) problems.push(`takes ${meal.cookingTime}`);
  const pounds = poundsIn(price);
  if (pounds !== undefined && pounds > maxPriceLimitPounds(preferences.maxPricePerMeal) + 0.005) problems.push(`costs ${price}`);
  if (!meal.isBreakfast) {
    const [low, high] = preferences.caloriesRange;
    if (nutrition.calories < low || nutrition.calories > high) problems.push(`${nutrition.calories} kcal is outside ${low}-${high}`);
    const [pLow, pHigh] = preferences.proteinRange;
    if (nutrition.protein < pLow || nutrition.protein > pHigh) problems.push(`${nutrition.protein} g protein is outside ${pLow}-${pHigh}`);
  }

  return {
    meal: { ...meal, ingredients, nutritionalInformation: nutrition, maxPricePerMeal: price, allergens: [...allergens].sort(), servings },
    problems,
  };
}
