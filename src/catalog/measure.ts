import { parseIngredient } from 'parse-ingredient';
import type { Ingredient } from './types';

/** Millilitres and grams per unit a cook writes; everything else counts pieces. */
const ML_PER_UNIT: Record<string, number> = {
  teaspoon: 5,
  tablespoon: 15,
  cup: 240,
  milliliter: 1,
  liter: 1000,
  'fluid ounce': 29.6,
  pint: 568,
  quart: 946,
  gallon: 4546,
};
const G_PER_UNIT: Record<string, number> = { gram: 1, kilogram: 1000, ounce: 28.35, pound: 453.6, milligram: 0.001 };

export type Measure = { value: number; unit: 'g' | 'ml' | 'item' | 'other'; unitLabel: string };

/** Reads '400g', '2 tbsp', '1 large', '1/2 tsp', '3' into a number and a base unit. */
export function readMeasure(text: string): Measure | undefined {
  const [parsed] = parseIngredient(`${text.trim()} x`);
  if (!parsed || parsed.quantity === null || !Number.isFinite(parsed.quantity)) return undefined;
  const quantity = parsed.quantity2 !== null ? (parsed.quantity + parsed.quantity2) / 2 : parsed.quantity;
  const id = parsed.unitOfMeasureID ?? '';
  if (id in G_PER_UNIT) return { value: quantity * (G_PER_UNIT[id] ?? 1), unit: 'g', unitLabel: 'g' };
  if (id in ML_PER_UNIT) return { value: quantity * (ML_PER_UNIT[id] ?? 1), unit: 'ml', unitLabel: 'ml' };
  if (!id || ['small', 'medium', 'large', 'piece', 'clove', 'whole'].includes(id))
    return { value: quantity, unit: 'item', unitLabel: parsed.unitOfMeasure ?? '' };
  return { value: quantity, unit: 'other', unitLabel: parsed.unitOfMeasure ?? id };
}

/** Grams of an ingredient a measure stands for, when it can be known. */
export function gramsFor(measure: Measure, ingredient: Ingredient): number | undefined {
  switch (measure.unit) {
    case 'g':
      return measure.value;
    case 'ml':
      return measure.value * (ingredient.density ?? 1);
    case 'item':
      return ingredient.gramsPerItem ? measure.value * ingredient.gramsPerItem : undefined;
    case 'other':
      return undefined;
  }
}

/** The same amount in the ingredient's own unit (g, ml or items), for pricing. */
export function amountInUnit(measure: Measure, ingredient: Ingredient): number | undefined {
  const grams = gramsFor(measure, ingredient);
  return grams === undefined ? undefined : gramsInUnit(grams, ingredient);
}

/** Grams of an ingredient in its own unit (g, ml or items); unknown for items with no weight. */
export function gramsInUnit(grams: number, ingredient: Ingredient): number | undefined {
  switch (ingredient.unit) {
    case 'g':
      return grams;
    case 'ml':
      return grams / (ingredient.density ?? 1);
    case 'item':
      return ingredient.gramsPerItem ? grams / ingredient.gramsPerItem : undefined;
  }
}
