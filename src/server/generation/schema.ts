import { z } from 'zod';
import { ALLERGENS, ALLERGEN_LABELS } from '../../domain/allergens/allergen';
import { readAllergenNames } from '../../domain/allergens';
import { poundsToPence, type ModelMealValues } from '../../domain/meal';

/**
 * What the model is asked to return for each meal, every field described (the descriptions go
 * into the JSON schema the model sees). Its answer is still treated as untrusted input.
 */
export const generatedMealSchema = z.object({
  name: z.string().describe('The dish as a UK home cook would call it, e.g. "Chicken and Leek Pie"'),
  description: z.string().describe('At most 100 characters on what the dish is like (flavour, texture); never how to cook it'),
  cuisine: z.string().describe('The cuisine, e.g. "Italian", "Thai", "British"'),
  isBreakfast: z.boolean().describe('True only for a breakfast or brunch dish'),
  totalMinutes: z.number().describe('Total time in minutes: preparation plus cooking'),
  prepMinutes: z.number().describe('Preparation time in minutes'),
  ingredients: z
    .array(
      z.object({
        name: z
          .string()
          .describe(
            'The specific UK product without quantity, e.g. "spring onion", "tinned chopped tomatoes", "plain flour", "Thai red curry paste", "chicken stock cube"; never just "flour", "curry paste", "stock" or "oil"',
          ),
        quantity: z.string().describe('Metric quantity for all servings together, e.g. "400 g", "2 tbsp", "1"'),
      }),
    )
    .describe('Every ingredient the steps use, salt and oil included'),
  instructions: z.array(z.string()).describe('Ordered steps, one or two sentences each, UK kitchen terms (hob, °C fan)'),
  nutrition: z
    .object({
      calories: z.number().describe('kcal per serving'),
      protein: z.number().describe('grams of protein per serving'),
      carbs: z.number().describe('grams of carbohydrate per serving'),
      fat: z.number().describe('grams of fat per serving'),
    })
    .describe('Nutrition per serving'),
  pricePounds: z.number().describe('Estimated cost of the ingredients for all servings at a UK supermarket, in pounds'),
  tags: z
    .array(z.string())
    .describe(
      'Dietary labels that truly apply, from: Vegetarian, Vegan, Pescatarian, Keto, Paleo, Low-carb, Mediterranean, Gluten-free, Dairy-free, Halal, Kosher',
    ),
  storageTips: z.string().describe('How to store leftovers and how long they keep'),
  allergens: z
    .array(z.string())
    .describe(
      `Every one of the UK's 14 allergens the meal contains or may contain (traces included), named from: ${ALLERGENS.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}; empty when none`,
    ),
});
export type GeneratedMeal = z.infer<typeof generatedMealSchema>;

/**
 * The model's typed answer as values for `modelMeal`: numbers stay numbers (minutes, pounds →
 * pence), nothing is written out as text to be read back. Only each ingredient's quantity is
 * text, because the model writes it as a cook would; it is read once, by the one parser.
 */
export function toMealValues(meal: GeneratedMeal): ModelMealValues {
  return {
    name: meal.name,
    description: meal.description,
    cuisine: meal.cuisine,
    isBreakfast: meal.isBreakfast,
    ...(Number.isFinite(meal.totalMinutes) && meal.totalMinutes > 0 ? { totalMinutes: meal.totalMinutes } : {}),
    ...(Number.isFinite(meal.prepMinutes) && meal.prepMinutes > 0 ? { prepMinutes: meal.prepMinutes } : {}),
    ingredients: meal.ingredients.map((line) => ({ name: line.name, quantityText: line.quantity })),
    instructions: meal.instructions,
    nutrition: meal.nutrition,
    ...(Number.isFinite(meal.pricePounds) && meal.pricePounds > 0 ? { pricePence: poundsToPence(meal.pricePounds) } : {}),
    tags: meal.tags,
    storageNotes: meal.storageTips,
    // What the model says the meal holds, as allergen ids; vetting merges it with its own reading.
    allergens: readAllergenNames(Array.isArray(meal.allergens) ? meal.allergens : []),
  };
}
