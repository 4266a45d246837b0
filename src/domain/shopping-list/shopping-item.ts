import { z } from 'zod';
import { SHOPPING_CATEGORIES } from './categories';

export const shoppingItemSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Merged display quantity, e.g. '500 g' or '2 tbsp, 1 jar'. */
  quantity: z.string().max(200).default(''),
  /** Estimated price in pounds. */
  price: z.number().nonnegative().optional(),
  category: z.enum(SHOPPING_CATEGORIES).default('Other'),
  checked: z.boolean().default(false),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
