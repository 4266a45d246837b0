import { z } from 'zod';
import { MAX_INGREDIENT_LINE_LENGTH, MAX_LINE_AMOUNT } from './line-limits';
import { UNITS } from './unit-table';

export { MAX_INGREDIENT_LINE_LENGTH, MAX_LINE_AMOUNT };

/**
 * An amount as numbers: 400 g, 2 tbsp, 3 items, or a range (2-3 cloves: amount 2, max 3).
 * Weights and volumes are always in g and ml.
 */
export const amountSchema = z.object({
  amount: z.number().finite().nonnegative().max(MAX_LINE_AMOUNT),
  max: z.number().finite().nonnegative().max(MAX_LINE_AMOUNT).optional(),
  unit: z.enum(UNITS),
});
export type Amount = z.infer<typeof amountSchema>;

/** One ingredient line read into its parts; `text` is always the line exactly as written. */
export const parsedLineSchema = z.object({
  text: z.string().max(MAX_INGREDIENT_LINE_LENGTH),
  /** Null when the line gives no amount ('salt and pepper to taste', 'olive oil, for frying'). */
  quantity: amountSchema.nullable(),
  /** What to buy, as written: 'chopped tomatoes', 'plain flour'. Empty when the line names no food. */
  food: z.string().max(MAX_INGREDIENT_LINE_LENGTH),
  /** Preparation, size and serving words: 'finely chopped', 'large', 'to taste', 'juice'. */
  note: z.string().max(MAX_INGREDIENT_LINE_LENGTH).nullable(),
});
export type ParsedLine = z.infer<typeof parsedLineSchema>;

/** A line is either an ingredient or the heading of a group of them ('For the sauce:'). */
export type ReadLine = ({ kind: 'ingredient' } & ParsedLine) | { kind: 'heading'; text: string; heading: string };
