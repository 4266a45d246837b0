export { ALLERGENS, ALLERGEN_LABELS, allergenLabels, inUkOrder, isAllergen, readAllergens, type Allergen } from '../allergens/allergen';

/** Diet flags an ingredient carries; a recipe has a flag when every ingredient has it. */
export const DIET_FLAGS = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher', 'keto', 'paleo'] as const;
export type DietFlag = (typeof DIET_FLAGS)[number];
