import type { ShoppingCategory } from './categories';

/** Keywords for ingredients the catalog does not know (spec §5: exact keyword, then substring). */
export const CATEGORY_KEYWORDS: Record<Exclude<ShoppingCategory, 'Other'>, readonly string[]> = {
  Produce: ['onion', 'garlic', 'tomato', 'potato', 'carrot', 'pepper', 'lettuce', 'spinach', 'kale', 'cabbage', 'broccoli', 'cauliflower', 'courgette', 'aubergine', 'mushroom', 'lemon', 'lime', 'apple', 'banana', 'orange', 'berries', 'herbs', 'coriander', 'parsley', 'basil', 'mint', 'ginger', 'chilli', 'avocado', 'cucumber', 'celery', 'leek', 'squash', 'beans', 'peas', 'salad', 'fruit', 'vegetable'],
  Dairy: ['milk', 'cheese', 'butter', 'cream', 'yoghurt', 'yogurt', 'egg', 'eggs', 'crème fraîche', 'creme fraiche', 'feta', 'mozzarella', 'parmesan', 'cheddar', 'halloumi', 'paneer', 'tofu'],
  'Meat & Seafood': ['chicken', 'beef', 'pork', 'lamb', 'mince', 'bacon', 'sausage', 'ham', 'turkey', 'duck', 'steak', 'fish', 'salmon', 'cod', 'haddock', 'tuna', 'prawn', 'prawns', 'shrimp', 'mussels', 'squid', 'chorizo', 'mackerel'],
  Bakery: ['bread', 'loaf', 'roll', 'rolls', 'bun', 'buns', 'bagel', 'wrap', 'wraps', 'tortilla', 'pitta', 'naan', 'croissant', 'baguette', 'ciabatta', 'brioche', 'crumpet'],
  Pantry: ['rice', 'pasta', 'noodles', 'flour', 'sugar', 'salt', 'oil', 'vinegar', 'sauce', 'stock', 'spice', 'cumin', 'paprika', 'turmeric', 'oregano', 'lentils', 'chickpeas', 'tin', 'tinned', 'honey', 'oats', 'couscous', 'quinoa', 'nuts', 'seeds', 'paste', 'mustard', 'mayonnaise', 'ketchup', 'soy'],
  Frozen: ['frozen', 'ice', 'ice cream'],
};

/** The shopping category of a free-text ingredient: an exact keyword first, then a keyword within. */
export function categoriseByKeyword(name: string): ShoppingCategory {
  const text = name.trim().toLowerCase();
  const entries = Object.entries(CATEGORY_KEYWORDS) as [ShoppingCategory, readonly string[]][];
  for (const [category, keywords] of entries) if (keywords.includes(text)) return category;
  if (text.startsWith('frozen ')) return 'Frozen';
  for (const [category, keywords] of entries) if (keywords.some((keyword) => text.includes(keyword))) return category;
  return 'Other';
}
