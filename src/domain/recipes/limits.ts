/** Limits on a cook's own recipes: each named once, used by the form, the routes and the tests. */
export const MAX_RECIPES_PER_COOK = 500;
/** One recipe as JSON, without its picture. */
export const MAX_RECIPE_BYTES = 64_000;
/** Every recipe of one cook together, without pictures. */
export const MAX_RECIPE_BYTES_PER_COOK = 8_000_000;
/** One stored picture. The page shrinks a phone photo before it uploads it. */
export const MAX_RECIPE_IMAGE_BYTES = 1_000_000;
/** Every picture of one cook together. */
export const MAX_RECIPE_IMAGE_BYTES_PER_COOK = 40_000_000;
/** An exported file read back: every recipe and picture a cook may keep, as JSON. */
export const MAX_RECIPE_FILE_BYTES = 64_000_000;
export const MAX_RECIPE_NAME_LENGTH = 160;
export const MAX_RECIPE_DESCRIPTION_LENGTH = 500;
export const MAX_RECIPE_LINES = 100;
export const MAX_RECIPE_STEPS = 100;
export const MAX_STEP_LENGTH = 2_000;
export const MAX_GROUP_LENGTH = 80;
export const MAX_RECIPE_NOTES_LENGTH = 5_000;
export const MAX_RECIPE_SERVINGS = 50;
/** Two days: longer times are almost always a misread duration. */
export const MAX_RECIPE_MINUTES = 2_880;
export const MAX_SOURCE_URL_LENGTH = 2_000;
export const MAX_CREDIT_LENGTH = 120;
/** A page larger than this is not a recipe page a server should read. */
export const MAX_IMPORT_PAGE_BYTES = 3_000_000;
/** Pasted HTML: the same cap as a fetched page. */
export const MAX_IMPORT_HTML_LENGTH = MAX_IMPORT_PAGE_BYTES;
/** Picture types Larder stores and serves (no SVG: it can carry script). */
export const RECIPE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type RecipeImageType = (typeof RECIPE_IMAGE_TYPES)[number];
/** Time for the server to fetch a recipe page or its picture. */
export const IMPORT_FETCH_TIMEOUT_MS = 10_000;
/**
 * Imports per cook in ten minutes, by default: each may fetch a page and a picture from outside.
 * RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN changes the count.
 */
export const IMPORT_RATE = { windowSeconds: 600, max: 30 } as const;
