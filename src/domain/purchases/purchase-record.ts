import * as z from 'zod/mini';
import { isoDateSchema } from '../dates/iso-date-schema';
import { EXTRA_ITEM_DEFAULT_PRICE, EXTRA_ITEM_DEFAULT_QUANTITY, MAX_PURCHASE_NAME_LENGTH, MAX_PURCHASE_QUANTITY_LENGTH } from './constants';

const isoDate = isoDateSchema;

export const purchaseRecordSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter an item name'),
      z.maxLength(MAX_PURCHASE_NAME_LENGTH, `Please use at most ${MAX_PURCHASE_NAME_LENGTH} characters for the item name`),
    ),
  quantity: z._default(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_PURCHASE_QUANTITY_LENGTH, `Please use at most ${MAX_PURCHASE_QUANTITY_LENGTH} characters for the quantity`),
        ),
      z.transform((quantity: string) => quantity || EXTRA_ITEM_DEFAULT_QUANTITY),
    ),
    EXTRA_ITEM_DEFAULT_QUANTITY,
  ),
  /** Price in pounds, as text without the symbol: '0.00'. */
  price: z._default(z.string().check(z.maxLength(20)), EXTRA_ITEM_DEFAULT_PRICE),
  purchased: z._default(z.boolean(), false),
  actualExpiryDate: z.optional(isoDate),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;
