import * as z from 'zod/mini';
import { receivedType } from '../errors/zod-words';
import { MAX_INGREDIENT_LINE_LENGTH, MAX_LINE_AMOUNT } from './line-limits';
import { UNITS } from './unit-table';

export { MAX_INGREDIENT_LINE_LENGTH, MAX_LINE_AMOUNT };

/**
 * A number of an amount, 0 to MAX_LINE_AMOUNT. Its texts are zod's English ones, written out: the
 * pantry's form shows them (a quantity left empty, or too large), and zod's functional API loads
 * no English texts in the browser (decision 0015).
 */
const amountNumber = () =>
  z
    .number({ error: (issue) => `Invalid input: expected number, received ${receivedType(issue.input)}` })
    .check(
      z.nonnegative('Too small: expected number to be >=0'),
      z.maximum(MAX_LINE_AMOUNT, `Too big: expected number to be <=${MAX_LINE_AMOUNT}`),
    );

/**
 * An amount as numbers: 400 g, 2 tbsp, 3 items, or a range (2-3 cloves: amount 2, max 3).
 * Weights and volumes are always in g and ml.
 */
export const amountSchema = z.object({
  amount: amountNumber(),
  max: z.optional(amountNumber()),
  unit: z.enum(UNITS),
});
export type Amount = z.infer<typeof amountSchema>;

/** One ingredient line read into its parts; `text` is always the line exactly as written. */
export const parsedLineSchema = z.object({
  text: z.string().check(z.maxLength(MAX_INGREDIENT_LINE_LENGTH)),
  /** Null when the line gives no amount ('salt and pepper to taste', 'olive oil, for frying'). */
  quantity: z.nullable(amountSchema),
  /** What to buy, as written: 'chopped tomatoes', 'plain flour'. Empty when the line names no food. */
  food: z.string().check(z.maxLength(MAX_INGREDIENT_LINE_LENGTH)),
  /** Preparation, size and serving words: 'finely chopped', 'large', 'to taste', 'juice'. */
  note: z.nullable(z.string().check(z.maxLength(MAX_INGREDIENT_LINE_LENGTH))),
});
export type ParsedLine = z.infer<typeof parsedLineSchema>;

/** A line is either an ingredient or the heading of a group of them ('For the sauce:'). */
export type ReadLine = ({ kind: 'ingredient' } & ParsedLine) | { kind: 'heading'; text: string; heading: string };
