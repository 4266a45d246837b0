import * as z from 'zod/mini';
import { SHOPPING_CATEGORIES } from './categories';

export const shoppingItemSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** Merged display quantity, e.g. '500 g' or '2 tbsp, 1 jar'. */
  quantity: z._default(z.string().check(z.maxLength(200)), ''),
  /** Estimated price in pounds. */
  price: z.optional(z.number().check(z.nonnegative())),
  category: z._default(z.enum(SHOPPING_CATEGORIES), 'Other'),
  checked: z._default(z.boolean(), false),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
