/** What an extra item of Purchase Input is given when the cook leaves it out (spec §4). */
export const EXTRA_ITEM_DEFAULT_PRICE = '0.00';
export const EXTRA_ITEM_DEFAULT_QUANTITY = '1';
export const MAX_PURCHASE_NAME_LENGTH = 120;
export const MAX_PURCHASE_QUANTITY_LENGTH = 60;
