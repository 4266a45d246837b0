import { readAllergens, type Allergen } from '../allergens/allergen';
import { readQuantityText } from '../units/parse-ingredient-line';
import { DEFAULT_COOKING_MINUTES, PLACEHOLDER_IMAGE } from './constants';
import { displayDescription } from './display-rules';
import { mealShapeSchema, type IngredientLine, type Meal } from './meal';
import { readMinutes } from './minutes';
import { readPence } from './money';
import { splitRecipeSteps } from './recipe-steps';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const count = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 10) / 10 : 0;
};

/**
 * Spec meal-planning-flow §5 'Response adaptation': a model may answer with `{ main: [...] }`,
 * a bare array, or `{ meals: [...] }`. Anything else holds no meals.
 */
export function extractMealList(response: unknown): unknown[] | undefined {
  if (Array.isArray(response)) return response;
  if (isObject(response)) {
    if (Array.isArray(response.main)) return response.main;
    if (Array.isArray(response.meals)) return response.meals;
    if (isObject(response.options) && Array.isArray(response.options.main)) return response.options.main;
  }
  return undefined;
}

/** A model's meal as values, however it arrived (typed output or a loose answer). */
export type ModelMealValues = {
  id?: string;
  name: string;
  description?: string;
  cuisine?: string;
  isBreakfast: boolean;
  imageUrl?: string;
  totalMinutes?: number;
  prepMinutes?: number;
  /** Each line's quantity as the model wrote it ('400 g', '2 tbsp, chopped'): read here, once. */
  ingredients: readonly { name: string; quantityText?: string; pricePence?: number }[];
  instructions: readonly string[];
  recipe?: string;
  nutrition: { calories: number; protein: number; carbs: number; fat: number };
  /** For the meal as a whole; unknown when the model gave none (vetting works it out). */
  pricePence?: number;
  tags: readonly string[];
  storageNotes?: string;
  allergens?: readonly Allergen[];
};

function safeImage(url: string | undefined): string {
  if (!url) return PLACEHOLDER_IMAGE;
  return /^(\/(?!\/)|https:\/\/|data:image\/(png|jpeg|webp);base64,)/.test(url) ? url : PLACEHOLDER_IMAGE;
}

function line({ name, quantityText, pricePence }: ModelMealValues['ingredients'][number]): IngredientLine | undefined {
  const shown = name.trim().slice(0, 120);
  if (!shown) return undefined;
  const written = quantityText?.trim().slice(0, 300);
  return {
    name: shown,
    ...(written ? { ...readQuantityText(written), text: written } : {}),
    ...(pricePence !== undefined && Number.isInteger(pricePence) && pricePence >= 0 ? { pricePence } : {}),
  };
}

/**
 * A model's meal with the spec's defaults (meal-planning-flow §5): a generated id when missing,
 * 30 minutes, zero nutrition, the description rule, steps from the recipe text, a safe image.
 * The price stays unknown when the model gave none: vetting works it out or sets the '£10'
 * default. Returns undefined when the values do not make a meal.
 */
export function modelMeal(values: ModelMealValues, newId: () => string): Meal | undefined {
  const name = values.name.trim();
  if (!name) return undefined;
  const instructions = values.instructions.length > 0 ? [...values.instructions] : splitRecipeSteps(values.recipe);
  const nutrition = values.nutrition;
  const candidate = {
    id: values.id ?? newId(),
    name: name.slice(0, 160),
    description: displayDescription(values.description, name),
    mealType: values.isBreakfast ? 'breakfast' : 'main',
    imageUrl: safeImage(values.imageUrl),
    isBreakfast: values.isBreakfast,
    ingredients: values.ingredients
      .map(line)
      .filter((i): i is IngredientLine => Boolean(i))
      .slice(0, 60),
    totalMinutes: values.totalMinutes !== undefined && values.totalMinutes > 0 ? Math.round(values.totalMinutes) : DEFAULT_COOKING_MINUTES,
    ...(values.prepMinutes !== undefined && values.prepMinutes > 0 ? { prepMinutes: Math.round(values.prepMinutes) } : {}),
    nutritionalInformation: {
      calories: count(nutrition.calories),
      protein: count(nutrition.protein),
      carbs: count(nutrition.carbs),
      fat: count(nutrition.fat),
    },
    ...(values.pricePence !== undefined && values.pricePence > 0 ? { pricePence: Math.round(values.pricePence) } : {}),
    ...(values.recipe
      ? { recipe: values.recipe.slice(0, 10_000) }
      : instructions.length
        ? { recipe: instructions.map((s, i) => `${i + 1}. ${s}`).join('\n') }
        : {}),
    instructions: instructions.slice(0, 40).map((step) => step.slice(0, 2_000)),
    tags: values.tags
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 30)
      .map((tag) => tag.slice(0, 40)),
    ...(values.storageNotes?.trim() ? { expiryDateConsiderations: values.storageNotes.trim().slice(0, 2_000) } : {}),
    ...(values.cuisine?.trim() ? { cuisine: values.cuisine.trim().slice(0, 40) } : {}),
    // Allergen ids only: whatever else the answer says is left for the vetting to work out.
    ...(values.allergens ? { allergens: [...values.allergens] } : {}),
  };
  const parsed = mealShapeSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

function looseIngredient(raw: unknown): ModelMealValues['ingredients'][number] | undefined {
  if (typeof raw === 'string') return { name: raw };
  if (!isObject(raw)) return undefined;
  const name = text(raw.name) ?? text(raw.item) ?? text(raw.ingredient);
  if (!name) return undefined;
  const quantityText = text(raw.quantity) ?? text(raw.amount);
  const pricePence = readPence(typeof raw.price === 'number' || typeof raw.price === 'string' ? raw.price : undefined);
  return { name, ...(quantityText ? { quantityText } : {}), ...(pricePence !== undefined ? { pricePence } : {}) };
}

/**
 * One meal from a loose model answer (any of the shapes the spec lists; prices as '£4.50',
 * '$4.50' or 4.5, times as '25 minutes' or 25), read into values once. Returns undefined for
 * something that is not a meal at all.
 */
export function adaptMeal(raw: unknown, newId: () => string): Meal | undefined {
  if (!isObject(raw)) return undefined;
  const name = text(raw.name) ?? text(raw.title);
  if (!name) return undefined;
  const nutrition = [raw.nutritionalInformation, raw.nutritionInfo, raw.nutrition].find(isObject) ?? {};
  const recipe = text(raw.recipe);
  // `pricePounds` is the field the server's model schema asks for (src/server/generation/schema.ts).
  const price = raw.maxPricePerMeal ?? raw.price ?? raw.pricePounds;
  const totalMinutes = readMinutes(raw.totalMinutes ?? raw.cookingTime ?? raw.totalTime);
  const prepMinutes = readMinutes(raw.prepMinutes ?? raw.prepTime);
  const pricePence = readPence(typeof price === 'string' || typeof price === 'number' ? price : undefined);
  const storageNotes = text(raw.expiryDateConsiderations ?? raw.storageTips);
  return modelMeal(
    {
      ...(text(raw.id) ? { id: text(raw.id) } : {}),
      name,
      ...(text(raw.description) ? { description: text(raw.description) } : {}),
      ...(text(raw.cuisine) ? { cuisine: text(raw.cuisine) } : {}),
      isBreakfast: raw.isBreakfast === true || raw.mealType === 'breakfast',
      ...(text(raw.imageUrl) ? { imageUrl: text(raw.imageUrl) } : {}),
      ...(totalMinutes !== undefined ? { totalMinutes } : {}),
      ...(prepMinutes !== undefined ? { prepMinutes } : {}),
      ingredients: (Array.isArray(raw.ingredients) ? raw.ingredients : [])
        .map(looseIngredient)
        .filter((i): i is ModelMealValues['ingredients'][number] => Boolean(i)),
      instructions: Array.isArray(raw.instructions)
        ? raw.instructions.map(text).filter((step): step is string => Boolean(step))
        : splitRecipeSteps(recipe ?? text(raw.instructions)),
      ...(recipe ? { recipe } : {}),
      nutrition: {
        calories: count(nutrition.calories),
        protein: count(nutrition.protein),
        carbs: count(nutrition.carbs ?? nutrition.carbohydrates),
        fat: count(nutrition.fat),
      },
      ...(pricePence !== undefined ? { pricePence } : {}),
      tags: (Array.isArray(raw.tags) ? raw.tags : []).map(text).filter((tag): tag is string => Boolean(tag)),
      ...(storageNotes ? { storageNotes } : {}),
      ...(Array.isArray(raw.allergens) ? { allergens: readAllergens(raw.allergens.filter((value) => typeof value === 'string')) } : {}),
    },
    newId,
  );
}

/** Every meal a model's answer holds, adapted; what is not a meal is left out. */
export function adaptMeals(response: unknown, newId: () => string): Meal[] {
  return (extractMealList(response) ?? []).map((raw) => adaptMeal(raw, newId)).filter((meal): meal is Meal => Boolean(meal));
}
