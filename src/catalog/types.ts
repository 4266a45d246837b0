import type { Allergen, DietFlag } from '../domain/meal';
import type { Cuisine, CookingSkill } from '../domain/preferences';
import type { ShoppingCategory } from '../domain/shopping-list/categories';

/** How an ingredient is measured in recipes: by weight, by volume, or by the piece. */
export type BaseUnit = 'g' | 'ml' | 'item';
export type Storage = 'fridge' | 'freezer' | 'cupboard';
/**
 * The two dates of UK food labels (the FSA's rule). A 'use-by' is about safety: food that goes off
 * quickly (raw meat and fish, milk, cream, yoghurt, soft cheese, ready-to-eat salads and other
 * chilled ready products) must not be eaten after it, though it may be frozen up to that day.
 * A 'best-before' is about quality: the food is safe after it but may be past its best; eggs are
 * the exception the FSA names (not after their best-before).
 */
export type DateKind = 'use-by' | 'best-before';

export type Ingredient = {
  /** kebab-case, stable: recipes refer to it. */
  id: string;
  /** UK name, singular and lower-case as it appears on a shopping list: 'spring onion'. */
  name: string;
  /** Other names a cook may type: US names, plurals that differ, common variants. */
  aliases: readonly string[];
  category: ShoppingCategory;
  /**
   * Nutrition per 100 g (edible portion), from the source named. carbs are available
   * carbohydrate (fibre excluded, as CoFID reports it); alcohol only for drinks and wines.
   */
  per100g: { kcal: number; protein: number; carbs: number; fat: number; alcohol?: number };
  source: 'CoFID' | 'USDA';
  /**
   * The share of the weight as bought that is eaten (shells, bones): nutrition applies to
   * that share only. Omitted when everything is eaten.
   */
  ediblePortion?: number;
  /** The unit recipes use for this ingredient. */
  unit: BaseUnit;
  /** Grams in one item (for unit 'item'), e.g. a medium egg 58 g. */
  gramsPerItem?: number;
  /** Grams per millilitre (for unit 'ml'); water-like liquids 1.0, oil 0.92. */
  density?: number;
  /** Typical UK supermarket price, in pounds, per kg, litre or item, and the year it reflects. */
  price: { pounds: number; per: 'kg' | 'l' | 'item'; year: number };
  /** The usual pack on a UK shelf, in the ingredient's unit: 400 g tin, 6 eggs, 568 ml pint. */
  pack: { size: number; label: string };
  /**
   * Typical shelf life once bought, unopened, where it is kept, and which date the label gives:
   * 'use-by' for chilled perishables (raw meat and fish, milk, cream, yoghurt, soft cheese, bagged
   * leaves, fresh ready products), 'best-before' for the rest (the FSA's rule; see `DateKind`).
   */
  shelfLife: { days: number; storage: Storage; kind: DateKind };
  /**
   * Days it keeps once opened (in the fridge when it was chilled or the label says so), counted
   * from the day it is opened; never longer than the shelf life, and the earlier of the two
   * dates counts ("use within 3 days of opening" never outlasts the use-by). Given for tins,
   * jars, cartons, bottles, pots, tubs and chilled packs; omitted for loose food that is not
   * "opened" (vegetables, fruit, raw meat cooked the day its pack is opened).
   */
  openedDays?: number;
  /**
   * Days it keeps when frozen at home, counted from the day it goes into the freezer (on or
   * before its date, the FSA's advice): raw meat, fish, bread, butter, hard cheese, milk, and an
   * opened tin or carton's leftovers. Omitted where freezing spoils it (leaves, soft fruit, eggs
   * in shell, yoghurt, soft cheese, single cream, live shellfish) and for food bought frozen,
   * whose shelf life already is its freezer life.
   */
  freezerDays?: number;
  /** Diet flags the ingredient is compatible with. */
  diet: readonly DietFlag[];
  allergens: readonly Allergen[];
  /**
   * Allergens UK labels of this product commonly warn it may contain (traces, shared lines, or a
   * recipe that varies by brand). A cook's declared allergy rules these out as firmly as the rest.
   */
  mayContain?: readonly Allergen[];
  /** True for meat (not fish): kosher recipes never mix it with milk or fish. */
  meat?: boolean;
  /**
   * For cheese, how it is set: 'animal' rennet (never vegetarian), 'either' (vegetarian versions
   * are usual in UK shops, so it counts as vegetarian and the recipe says to check the label),
   * or 'none' (acid-set: paneer, ricotta).
   */
  rennet?: 'animal' | 'either' | 'none';
};

export type RecipeIngredient = {
  /** An Ingredient id. */
  id: string;
  /** Amount per serving, in the ingredient's unit. */
  amount: number;
  /** How the cook prepares it, shown after the name: 'finely chopped'. */
  note?: string;
};

export type Recipe = {
  /** kebab-case, unique. */
  id: string;
  name: string;
  /** At most 100 characters; says what the dish is like, never how to cook it. */
  description: string;
  cuisine: Cuisine;
  mealType: 'main' | 'breakfast';
  isBreakfast: boolean;
  ingredients: readonly RecipeIngredient[];
  /** Ordered steps, each one sentence or two. */
  instructions: readonly string[];
  prepMinutes: number;
  cookMinutes: number;
  skill: CookingSkill;
  /** Storage and expiry tips for leftovers. */
  storage: string;
  /**
   * What the cooked dish allows, as its storage tip says: days a cooked portion keeps in the
   * fridge (0 when it is best eaten at once; the shortest part counts, e.g. rice within 24 hours; at
   * most 4, whatever a stew is said to keep)
   * and whether cooked portions freeze well. The week planner places extra portions by it.
   */
  leftovers: RecipeLeftovers;
};

export type RecipeLeftovers = { fridgeDays: number; freezes: boolean };
