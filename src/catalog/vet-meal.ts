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
import type { DietFlag, IngredientLine, Meal } from '../domain/meal';
import { DEFAULT_GENERATED_PRICE_PENCE, formatMinutes, formatPence, lineAmountText, poundsToPence } from '../domain/meal';
import type { DietaryOption, Preferences } from '../domain/preferences';
import { cookingTimeLimitMinutes, maxPriceLimitPounds } from '../domain/preferences';
import { catalogTermIndex, identifyCatalogLine, ingredientById, ingredientOfLine, wordsOf } from './ingredient-index';
import { lineDietProblem } from './line-diet';
import { amountInIngredientUnit } from './line-amount';
import { priceOf, recipeFacts } from './recipe-facts';
import { storageLifeOf } from './storage-life';
import type { Ingredient, RecipeIngredient } from './types';

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

/** A line the table identified: its category, pack and shelf life, its amount in the ingredient's unit and its price. */
function complete(line: IngredientLine, ingredient: Ingredient, amount: number | undefined): IngredientLine {
  const pricePence =
    line.pricePence ?? (amount !== undefined ? poundsToPence(priceOf({ id: ingredient.id, amount }, ingredient)) : undefined);
  return {
    ...line,
    category: ingredient.category,
    ingredientId: ingredient.id,
    pack: { size: ingredient.pack.size, label: ingredient.pack.label },
    shelfLifeDays: ingredient.shelfLife.days,
    storageLife: storageLifeOf(ingredient),
    ...(amount !== undefined ? { amount: Math.round(amount * 100) / 100, unit: ingredient.unit } : {}),
    ...(pricePence !== undefined ? { pricePence } : {}),
  };
}

/**
 * A model's meal checked against the cook's hard constraints and completed from the ingredient
 * table. Allergies and exclusions fail closed (docs/design.md §6.11): with any of them, every line must be
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
  const servings = preferences.servings;
  // The identified lines as a recipe per serving, for the catalog's own facts (`recipeFacts`).
  const factsLines: RecipeIngredient[] = [];
  let counted = 0;
  let hasMeat = false;

  const ingredients = meal.ingredients.map((line) => {
    const found = identifyCatalogLine(`${line.name} ${lineAmountText(line)}`);
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
    if (!ingredient) return line;
    const amount = line.quantity ? amountInIngredientUnit(line.quantity, ingredient) : undefined;
    if (amount !== undefined) counted += 1;
    // Quantities from a model are for the whole meal; the facts are per serving.
    factsLines.push({ id: ingredient.id, amount: (amount ?? 0) / servings });
    return complete(line, ingredient, amount);
  });
  const facts = recipeFacts({
    cuisine: 'British',
    ingredients: factsLines,
    prepMinutes: meal.prepMinutes ?? 0,
    cookMinutes: Math.max(0, meal.totalMinutes - (meal.prepMinutes ?? 0)),
  });
  facts.allergens.forEach((allergen) => contains.add(allergen));
  facts.mayContain.forEach((allergen) => mayContain.add(allergen));
  const everyLineCounted = counted === meal.ingredients.length && counted > 0;

  const text = [meal.name, meal.description, ...(meal.instructions.length > 0 ? meal.instructions : [meal.recipe ?? ''])].join('\n');
  const scan = scanText(text, catalogTermIndex());
  for (const allergen of scan.allergens) if (!contains.has(allergen)) mayContain.add(allergen);
  for (const clash of allergenClashes(cook, [], scan.allergens)) problems.push(`its name or steps mention food that ${clash.reason}`);
  for (const clash of wordClashes(cook, scan.words)) problems.push(`its name or steps mention food that ${clash.reason}`);
  for (const clash of allergenClashes(cook, declared)) problems.push(`the model says it ${clash.reason}`);
  if (preferences.dietaryPreferences === 'Kosher' && hasMeat && (contains.has('milk') || contains.has('fish'))) {
    problems.push(contains.has('milk') ? 'mixes meat with milk' : 'mixes meat with fish');
  }

  // What the model left out, Larder works out when it knows every line's amount; what neither
  // knows takes the spec's generation default ('£10').
  const nutrition =
    meal.nutritionalInformation.calories === 0 && everyLineCounted ? { ...facts.nutrition } : { ...meal.nutritionalInformation };
  const pricePence =
    meal.pricePence ?? (everyLineCounted && facts.price > 0 ? poundsToPence(facts.price * servings) : DEFAULT_GENERATED_PRICE_PENCE);

  if (meal.totalMinutes > cookingTimeLimitMinutes(preferences.cookingTime)) problems.push(`takes ${formatMinutes(meal.totalMinutes)}`);
  if (pricePence > poundsToPence(maxPriceLimitPounds(preferences.maxPricePerMeal))) problems.push(`costs ${formatPence(pricePence)}`);
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
      pricePence,
      allergens: inUkOrder(contains),
      mayContain: inUkOrder([...mayContain].filter((allergen) => !contains.has(allergen))),
      allergenSource: 'checked',
      ...(facts.labelNotes.length > 0 ? { labelNotes: [...new Set([...(meal.labelNotes ?? []), ...facts.labelNotes])] } : {}),
      ...(unidentified.length > 0 ? { unidentified } : {}),
      servings,
    },
    problems,
  };
}
