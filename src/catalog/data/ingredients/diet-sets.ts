import type { DietFlag } from '../../../domain/meal';

/** Plain plant foods: every diet except keto and paleo, which depend on the food. */
export const PLANT = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher'] as const satisfies readonly DietFlag[];
export const PLANT_KETO = [...PLANT, 'keto'] as const satisfies readonly DietFlag[];
export const PLANT_PALEO = [...PLANT, 'paleo'] as const satisfies readonly DietFlag[];
export const PLANT_KETO_PALEO = [...PLANT, 'keto', 'paleo'] as const satisfies readonly DietFlag[];
