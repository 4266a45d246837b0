export const SHOPPING_CATEGORIES = ['Produce', 'Dairy', 'Meat & Seafood', 'Bakery', 'Pantry', 'Frozen', 'Other'] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];
