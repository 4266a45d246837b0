import {
  allergenClashes,
  cookExclusions,
  inUkOrder,
  readAllergens,
  scanText,
  wordClashes,
  type Allergen,
  type CookExclusions,
} from '../domain/allergens';
import type { DietFlag, Meal, MealIngredient } from '../domain/meal';
import { formatPounds, poundsIn } from '../domain/meal';
import type { DietaryOption, Preferences } from '../domain/preferences';
import { cookingTimeLimitMinutes, maxPriceLimitPounds } from '../domain/preferences';
import { catalogTermIndex, identifyCatalogLine, ingredientById, ingredientOfLine, wordsOf } from './ingredient-index';
import { lineDietProblem } from './line-diet';
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

/** The one catalog ingredient a model's ingredient line names, if it names exactly one. */
export function identifyIngredient(name: string): Ingredient | undefined {
  const line = identifyCatalogLine(name);
  return line.identified ? ingredientOfLine(line) : undefined;
}

export type VetResult = { meal: Meal; problems: string[] };

type Estimate = { calories: number; protein: number; carbs: number; fat: number; price: number; known: number };

/** The table's categories, pack, shelf life, price and nutrition for a line it identified. */
function complete(line: MealIngredient, ingredient: Ingredient, estimate: Estimate): MealIngredient {
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
}

/**
 * A model's meal checked against the cook's hard constraints and completed from the ingredient
 * table. Allergies and exclusions fail closed (DESIGN §6.11): with any of them, every line must be
 * identified, and a line's allergens are the union of every food it names. The steps, name and
 * description are read too, and the allergens the model declared are merged in, never trusted alone.
 */
export function vetMeal(meal: Meal, preferences: Preferences, cook: CookExclusions = cookExclusions(preferences)): VetResult {
  const problems: string[] = [];
  const dietFlag = DIET_FLAG[preferences.dietaryPreferences];
  const declared = readAllergens(meal.allergens);
  const contains = new Set<Allergen>(declared);
  const mayContain = new Set<Allergen>(readAllergens(meal.mayContain));
  const unidentified: string[] = [];
  const estimate: Estimate = { calories: 0, protein: 0, carbs: 0, fat: 0, price: 0, known: 0 };
  let hasMeat = false;

  const ingredients = meal.ingredients.map((line) => {
    const found = identifyCatalogLine(`${line.name} ${line.quantity ?? ''}`);
    found.contains.forEach((allergen) => contains.add(allergen));
    found.mayContain.forEach((allergen) => mayContain.add(allergen));
    const tableRows = [...new Set(found.terms.flatMap(({ term }) => term.ingredientIds.slice(0, 1)))]
      .map(ingredientById)
      .filter((ingredient): ingredient is Ingredient => ingredient !== undefined);
    if (tableRows.some((ingredient) => ingredient.meat)) hasMeat = true;
    if (!found.identified) {
      unidentified.push(line.name);
      if (cook.any) problems.push(`${line.name} could not be identified, so its allergens are unknown`);
    }
    for (const clash of allergenClashes(cook, found.contains, found.mayContain)) problems.push(`${line.name} ${clash.reason}`);
    const wordLists = [found.words, ...tableRows.flatMap(wordsOf)];
    const excluded = new Set(wordLists.flatMap((words) => wordClashes(cook, words).map((clash) => clash.reason)));
    for (const reason of excluded) problems.push(`${line.name} ${reason}`);
    if (dietFlag) {
      const problem = lineDietProblem(line.name, found, dietFlag, preferences.dietaryPreferences);
      if (problem) problems.push(problem);
    }
    const ingredient = found.identified ? ingredientOfLine(found) : undefined;
    return ingredient ? complete(line, ingredient, estimate) : line;
  });

  const text = [meal.name, meal.description, ...(meal.instructions.length > 0 ? meal.instructions : [meal.recipe ?? ''])].join('\n');
  const scan = scanText(text, catalogTermIndex());
  for (const allergen of scan.allergens) if (!contains.has(allergen)) mayContain.add(allergen);
  for (const clash of allergenClashes(cook, [], scan.allergens)) problems.push(`its name or steps mention food that ${clash.reason}`);
  for (const clash of wordClashes(cook, scan.words)) problems.push(`its name or steps mention food that ${clash.reason}`);
  for (const clash of allergenClashes(cook, declared)) problems.push(`the model says it ${clash.reason}`);
  if (preferences.dietaryPreferences === 'Kosher' && hasMeat && (contains.has('milk') || contains.has('fish'))) {
    problems.push(contains.has('milk') ? 'mixes meat with milk' : 'mixes meat with fish');
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

  const { unidentified: _before, ...rest } = meal;
  return {
    meal: {
      ...rest,
      ingredients,
      nutritionalInformation: nutrition,
      maxPricePerMeal: price,
      allergens: inUkOrder(contains),
      mayContain: inUkOrder([...mayContain].filter((allergen) => !contains.has(allergen))),
      allergenSource: 'checked',
      ...(unidentified.length > 0 ? { unidentified } : {}),
      servings,
    },
    problems,
  };
}
