import { allergenLabels } from '../../domain/allergens/allergen';
import type { Preferences } from '../../domain/preferences';

export const SYSTEM_PROMPT = `You are Larder's meal planner for UK home cooks. You suggest real, cookable meals with
accurate recipes, UK ingredient names, metric quantities, honest timings, realistic UK supermarket
prices in pounds and nutrition per serving. Allergies and excluded items are absolute: never use
them or anything containing them, traces included. Name every ingredient as the specific product a
UK shop sells ('plain flour', 'Thai red curry paste', 'vegetable oil', 'chicken stock cube'), never a
general word ('flour', 'curry paste', 'oil', 'stock'): Larder refuses a meal it cannot check. List
each meal's allergens from the UK's 14. Respect the dietary preference strictly. Vary the dishes.`;

function range([low, high]: readonly [number, number], unit: string): string {
  return `${low}-${high} ${unit}`;
}

/** The user prompt for one batch of meals. */
export function buildPrompt(
  preferences: Preferences,
  count: number,
  options: { breakfasts: number; avoidNames: readonly string[] },
): string {
  const lines = [
    `Suggest ${count} different main meals${options.breakfasts > 0 ? ` and ${options.breakfasts} breakfast or brunch dishes` : ''}.`,
    `Servings per meal: ${preferences.servings}. Quantities and price are for all servings; nutrition is per serving.`,
    `Dietary preference: ${preferences.dietaryPreferences}.`,
    `Total time (preparation plus cooking) at most: ${preferences.cookingTime}.`,
    `Cost for the whole meal at most: ${preferences.maxPricePerMeal}.`,
    `Main meals per serving: ${range(preferences.caloriesRange, 'kcal')} and ${range(preferences.proteinRange, 'g protein')}.`,
    `Nutritional focus: ${preferences.nutritionalRequirements}. Cooking skill: ${preferences.cookingSkill}.`,
  ];
  if (preferences.cuisines.length) lines.push(`Favour these cuisines: ${preferences.cuisines.join(', ')}.`);
  if (preferences.ingredientsToUse.length)
    lines.push(`Use up these ingredients where they fit: ${preferences.ingredientsToUse.join(', ')}.`);
  if (preferences.allergies.length)
    lines.push(
      `The cook is allergic to: ${allergenLabels(preferences.allergies).join(', ')}. NEVER include them or anything that may contain them.`,
    );
  if (preferences.excludedItems.length) lines.push(`NEVER include (allergies and exclusions): ${preferences.excludedItems.join(', ')}.`);
  if (options.avoidNames.length) lines.push(`Do not repeat these dishes: ${options.avoidNames.slice(0, 40).join('; ')}.`);
  return lines.join('\n');
}

export function imagePrompt(meal: { name: string; cuisine?: string; ingredients: readonly { name: string }[] }): string {
  const main = meal.ingredients
    .slice(0, 5)
    .map((ingredient) => ingredient.name)
    .join(', ');
  return `An appetising overhead photograph of ${meal.name}${meal.cuisine ? `, ${meal.cuisine} home cooking` : ''}, with ${main}, served on a plate on a wooden kitchen table, natural daylight, no text.`;
}
