/**
 * How long an ingredient line and how large its amount may be. Kept apart from the line's
 * schemas (no zod here), so the quantity parser can load without them: the page's kitchen store
 * reads stored meals with it on every screen (decision 0015).
 */

/** The longest ingredient line Larder reads or keeps. */
export const MAX_INGREDIENT_LINE_LENGTH = 300;

/** The largest amount a line may hold (a million grams): anything larger is a misreading, not a recipe. */
export const MAX_LINE_AMOUNT = 1_000_000;
