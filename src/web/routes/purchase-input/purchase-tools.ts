/*
 * What Purchase Input reads the cook's entries with, loaded on the first Add or Save rather than
 * with the page: the purchase record's schema (zod) and the amount reader (the ingredient parser).
 */
export { purchaseRecordSchema } from '../../../domain/purchases/purchase-record';
export { parseAmount } from '../../../domain/units/parse-ingredient-line';
