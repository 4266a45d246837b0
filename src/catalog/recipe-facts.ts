import type { DietFlag, Nutrition } from '../domain/meal';
import { inUkOrder, type Allergen } from '../domain/allergens/allergen';
import type { DietaryOption } from '../domain/preferences';
import { requireIngredient } from './ingredient-index';
import type { Ingredient, Recipe, RecipeIngredient } from './types';

/** Per serving, a keto meal keeps available carbohydrate at or under this. */
export const KETO_MAX_CARBS_G = 15;
/** Per serving, a low-carb meal keeps available carbohydrate at or under this. */
export const LOW_CARB_MAX_CARBS_G = 30;

const MEDITERRANEAN_CUISINES = new Set([
  'Mediterranean',
  'Greek',
  'Italian',
  'Spanish',
  'Portuguese',
  'Turkish',
  'Lebanese',
  'Moroccan',
  'Middle Eastern',
]);
/** Cured and processed meats, which a Mediterranean pattern keeps rare. */
const PROCESSED_MEATS = new Set([
  'bacon-rasher',
  'streaky-bacon',
  'smoked-bacon-lardons',
  'gammon',
  'chorizo',
  'pancetta',
  'prosciutto',
  'cooked-ham',
  'salami',
  'pork-sausage',
]);

export type RecipeFacts = {
  /** Per serving. */
  nutrition: Nutrition;
  /** Per serving, in pounds. */
  price: number;
  totalMinutes: number;
  diet: readonly DietFlag[];
  dietaryOptions: readonly DietaryOption[];
  allergens: readonly Allergen[];
  /** Allergens an ingredient may contain, beyond those it does. */
  mayContain: readonly Allergen[];
  /** What a cook should check on a label for the meal's diets ('vegetarian rennet'). */
  labelNotes: readonly string[];
  /** The heaviest protein source, for variety: 'chicken-thigh', 'red-lentils'. */
  mainProtein: string | undefined;
};

export function gramsOf(line: RecipeIngredient, ingredient: Ingredient = requireIngredient(line.id)): number {
  switch (ingredient.unit) {
    case 'g':
      return line.amount;
    case 'ml':
      return line.amount * (ingredient.density ?? 1);
    case 'item':
      return line.amount * (ingredient.gramsPerItem ?? 0);
  }
}

export function priceOf(line: RecipeIngredient, ingredient: Ingredient = requireIngredient(line.id)): number {
  return ingredient.unit === 'item' ? line.amount * ingredient.price.pounds : (line.amount / 1000) * ingredient.price.pounds;
}

function round(value: number, places = 0): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function intersect(sets: readonly (readonly DietFlag[])[]): DietFlag[] {
  const [first = [], ...rest] = sets;
  return first.filter((flag) => rest.every((set) => set.includes(flag)));
}

/** What the facts are computed from: any recipe-shaped thing (a catalog recipe, a cook's own). */
export type FactsInput = Pick<Recipe, 'cuisine' | 'ingredients' | 'prepMinutes' | 'cookMinutes'>;

function computeFacts(recipe: FactsInput): RecipeFacts {
  const lines = recipe.ingredients.map((line) => ({ line, ingredient: requireIngredient(line.id) }));
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  let price = 0;
  let mainProtein: { id: string; grams: number } | undefined;
  for (const { line, ingredient } of lines) {
    const grams = gramsOf(line, ingredient);
    const factor = (grams * (ingredient.ediblePortion ?? 1)) / 100;
    totals.calories += ingredient.per100g.kcal * factor;
    totals.protein += ingredient.per100g.protein * factor;
    totals.carbs += ingredient.per100g.carbs * factor;
    totals.fat += ingredient.per100g.fat * factor;
    price += priceOf(line, ingredient);
    const proteinGrams = ingredient.per100g.protein * factor;
    if (proteinGrams >= 5 && (!mainProtein || proteinGrams > mainProtein.grams)) mainProtein = { id: ingredient.id, grams: proteinGrams };
  }
  const nutrition = {
    calories: round(totals.calories),
    protein: round(totals.protein, 1),
    carbs: round(totals.carbs, 1),
    fat: round(totals.fat, 1),
  };

  const ingredients = lines.map(({ ingredient }) => ingredient);
  const allergens = inUkOrder(ingredients.flatMap((ingredient) => ingredient.allergens));
  const mayContain = inUkOrder(ingredients.flatMap((ingredient) => ingredient.mayContain ?? [])).filter(
    (allergen) => !allergens.includes(allergen),
  );
  let diet = intersect(ingredients.map((ingredient) => ingredient.diet));
  // Kosher law never mixes meat with milk in one dish, and custom never serves meat with fish.
  if (ingredients.some((ingredient) => ingredient.meat) && (allergens.includes('milk') || allergens.includes('fish'))) {
    diet = diet.filter((flag) => flag !== 'kosher');
  }
  // Flags must agree with the allergens, whatever an ingredient row says; a coeliac cannot take
  // 'may contain gluten' either.
  if (allergens.includes('gluten') || mayContain.includes('gluten')) diet = diet.filter((flag) => flag !== 'gluten-free');
  if (allergens.includes('milk')) diet = diet.filter((flag) => flag !== 'dairy-free' && flag !== 'vegan');
  const labelNotes = diet.includes('vegetarian')
    ? ingredients
        .filter((ingredient) => ingredient.rennet === 'either')
        .map((ingredient) => `Vegetarian only if the ${ingredient.name} is made with vegetarian rennet: check the label.`)
    : [];

  const has = (flag: DietFlag) => diet.includes(flag);
  const options: DietaryOption[] = ['None'];
  if (has('vegetarian')) options.push('Vegetarian');
  if (has('vegan')) options.push('Vegan');
  if (has('pescatarian')) options.push('Pescatarian');
  if (has('keto') && nutrition.carbs <= KETO_MAX_CARBS_G) options.push('Keto');
  if (has('paleo')) options.push('Paleo');
  if (nutrition.carbs <= LOW_CARB_MAX_CARBS_G) options.push('Low-carb');
  if (MEDITERRANEAN_CUISINES.has(recipe.cuisine) && !ingredients.some((ingredient) => PROCESSED_MEATS.has(ingredient.id))) {
    options.push('Mediterranean');
  }
  if (has('gluten-free')) options.push('Gluten-free');
  if (has('dairy-free')) options.push('Dairy-free');
  if (has('halal')) options.push('Halal');
  if (has('kosher')) options.push('Kosher');

  return {
    nutrition,
    price: round(price, 2),
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
    diet,
    dietaryOptions: options,
    allergens,
    mayContain,
    labelNotes: [...new Set(labelNotes)],
    mainProtein: mainProtein?.id,
  };
}

const FACTS = new WeakMap<FactsInput, RecipeFacts>();

/** Nutrition, price, diets and allergens of a recipe, computed from its ingredients (and cached). */
export function recipeFacts(recipe: FactsInput): RecipeFacts {
  let facts = FACTS.get(recipe);
  if (!facts) {
    facts = computeFacts(recipe);
    FACTS.set(recipe, facts);
  }
  return facts;
}
