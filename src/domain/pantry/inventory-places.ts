/*
 * The inventory's places and date kinds, apart from its schemas (`inventory.ts`): the pantry's
 * list and the rules that read items need these, not the schemas library.
 */

export const STORAGE_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];

/** The two dates of UK food labels (the FSA's rule): a use-by is about safety, a best-before about quality. */
export const DATE_KINDS = ['use-by', 'best-before'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

export const MAX_INVENTORY_NAME_LENGTH = 120;
