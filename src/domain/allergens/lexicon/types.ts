import type { Allergen } from '../allergen';

/**
 * Foods a cook may name with one word: 'cheese', 'poultry', 'pork'. Excluding the group excludes
 * every line or ingredient whose words hold one of its members, unless an exception covers it
 * ('tuna steak' is not beef, 'beef tomato' is a tomato).
 */
export type FoodGroup = {
  id: string;
  /** How the form names the group back to the cook. */
  label: string;
  /** What a cook types to mean the group. */
  names: readonly string[];
  /** Phrases that belong to the group; '@id' takes in every member of another group. */
  members: readonly string[];
  /** Phrases that hold a member's words but are not in the group. */
  except?: readonly string[];
};

/** What the lexicon knows of one allergen. */
export type AllergenFoods = {
  allergen: Allergen;
  /** Words a cook types to mean the allergen itself ('dairy', 'lactose' for milk). */
  names: readonly string[];
  /** Foods, products and dishes that contain it, UK and US names. */
  contains: readonly string[];
  /** Groups a cook may name whose members all contain it ('cheese'). */
  groups?: readonly FoodGroup[];
  /** Foods whose labels often carry a 'may contain' for it, or whose recipe often uses it. */
  mayContain: readonly string[];
};

/** A list written as text: entries split by commas or new lines. */
export function list(text: string): readonly string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}
