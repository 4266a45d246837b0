import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date-schema';

export const EXTRA_ITEM_DEFAULT_PRICE = '0.00';
export const EXTRA_ITEM_DEFAULT_QUANTITY = '1';
export const MAX_PURCHASE_NAME_LENGTH = 120;
export const MAX_PURCHASE_QUANTITY_LENGTH = 60;

const isoDate = isoDateSchema;

export const purchaseRecordSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter an item name')
    .max(MAX_PURCHASE_NAME_LENGTH, `Please use at most ${MAX_PURCHASE_NAME_LENGTH} characters for the item name`),
  quantity: z
    .string()
    .trim()
    .max(MAX_PURCHASE_QUANTITY_LENGTH, `Please use at most ${MAX_PURCHASE_QUANTITY_LENGTH} characters for the quantity`)
    .transform((quantity) => quantity || EXTRA_ITEM_DEFAULT_QUANTITY)
    .default(EXTRA_ITEM_DEFAULT_QUANTITY),
  /** Price in pounds, as text without the symbol: '0.00'. */
  price: z.string().max(20).default(EXTRA_ITEM_DEFAULT_PRICE),
  purchased: z.boolean().default(false),
  actualExpiryDate: isoDate.optional(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;
