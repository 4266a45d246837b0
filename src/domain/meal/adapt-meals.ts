import { readAllergens } from '../allergens/allergen';
import { displayDescription, displayPrice } from './display-rules';
import { DEFAULT_COOKING_TIME, DEFAULT_GENERATED_PRICE, PLACEHOLDER_IMAGE, mealSchema, type Meal, type MealIngredient } from './meal';
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

function adaptIngredient(raw: unknown): MealIngredient | undefined {
  if (typeof raw === 'string') return raw.trim() ? { name: raw.trim().slice(0, 120) } : undefined;
  if (!isObject(raw)) return undefined;
  const name = text(raw.name) ?? text(raw.item) ?? text(raw.ingredient);
  if (!name) return undefined;
  const quantity = text(raw.quantity) ?? text(raw.amount);
  const price = typeof raw.price === 'number' ? raw.price : Number.parseFloat(String(raw.price ?? '').replace(/[^\d.]/g, ''));
  return {
    name: name.slice(0, 120),
    ...(quantity ? { quantity: quantity.slice(0, 60) } : {}),
    ...(Number.isFinite(price) && price >= 0 ? { price: Math.round(price * 100) / 100 } : {}),
  };
}

function minutes(value: unknown): string {
  if (typeof value === 'number' && value > 0) return `${Math.round(value)} minutes`;
  const shown = text(value);
  if (!shown) return DEFAULT_COOKING_TIME;
  return /^\d+$/.test(shown) ? `${shown} minutes` : shown.slice(0, 40);
}

function safeImage(value: unknown): string {
  const url = text(value);
  if (!url) return PLACEHOLDER_IMAGE;
  return /^(\/(?!\/)|https:\/\/|data:image\/(png|jpeg|webp);base64,)/.test(url) ? url : PLACEHOLDER_IMAGE;
}

/**
 * One meal from a model, with the spec's defaults: a generated id when missing, '30 minutes',
 * '£10' price (with the pound rule), zero nutrition, the description rule, steps from the
 * recipe text. Returns undefined for something that is not a meal at all.
 */
export function adaptMeal(raw: unknown, newId: () => string): Meal | undefined {
  if (!isObject(raw)) return undefined;
  const name = text(raw.name) ?? text(raw.title);
  if (!name) return undefined;
  const nutrition = [raw.nutritionalInformation, raw.nutritionInfo, raw.nutrition].find(isObject) ?? {};
  const recipe = text(raw.recipe);
  const instructions = Array.isArray(raw.instructions)
    ? raw.instructions.map(text).filter((step): step is string => Boolean(step))
    : splitRecipeSteps(recipe ?? text(raw.instructions));
  const isBreakfast = raw.isBreakfast === true || raw.mealType === 'breakfast';
  const candidate = {
    id: text(raw.id) ?? newId(),
    name: name.slice(0, 160),
    description: displayDescription(text(raw.description), name),
    mealType: isBreakfast ? 'breakfast' : 'main',
    imageUrl: safeImage(raw.imageUrl),
    isBreakfast,
    ingredients: (Array.isArray(raw.ingredients) ? raw.ingredients : [])
      .map(adaptIngredient)
      .filter((i): i is MealIngredient => Boolean(i))
      .slice(0, 60),
    cookingTime: minutes(raw.cookingTime ?? raw.totalTime),
    ...(text(raw.prepTime) ? { prepTime: minutes(raw.prepTime) } : {}),
    nutritionalInformation: {
      calories: count(nutrition.calories),
      protein: count(nutrition.protein),
      carbs: count(nutrition.carbs ?? nutrition.carbohydrates),
      fat: count(nutrition.fat),
    },
    maxPricePerMeal: displayPrice(text(raw.maxPricePerMeal) ?? text(raw.price) ?? DEFAULT_GENERATED_PRICE),
    ...(recipe
      ? { recipe: recipe.slice(0, 10_000) }
      : instructions.length
        ? { recipe: instructions.map((s, i) => `${i + 1}. ${s}`).join('\n') }
        : {}),
    instructions: instructions.slice(0, 40).map((step) => step.slice(0, 2_000)),
    tags: (Array.isArray(raw.tags) ? raw.tags : [])
      .map(text)
      .filter((tag): tag is string => Boolean(tag))
      .slice(0, 30)
      .map((tag) => tag.slice(0, 40)),
    ...(text(raw.expiryDateConsiderations ?? raw.storageTips)
      ? { expiryDateConsiderations: text(raw.expiryDateConsiderations ?? raw.storageTips)?.slice(0, 2_000) }
      : {}),
    ...(text(raw.cuisine) ? { cuisine: text(raw.cuisine)?.slice(0, 40) } : {}),
    // Allergen ids only: whatever else the answer says is left for the vetting to work out.
    ...(Array.isArray(raw.allergens) ? { allergens: readAllergens(raw.allergens.filter((value) => typeof value === 'string')) } : {}),
  };
  const parsed = mealSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/** Every meal a model's answer holds, adapted; what is not a meal is left out. */
export function adaptMeals(response: unknown, newId: () => string): Meal[] {
  return (extractMealList(response) ?? []).map((raw) => adaptMeal(raw, newId)).filter((meal): meal is Meal => Boolean(meal));
}
