/** Constants of the waste-aware week planner (issue #17), named once. */

/** An ingredient that keeps this many days or fewer once bought is perishable. */
export const PERISHABLE_DAYS = 10;

/** A week plan covers 1 to 14 days; 7 unless the cook asks otherwise. */
export const PLAN_DAYS = { min: 1, max: 14, default: 7 } as const;

/** Meals the cook has already chosen, at most one per day. */
export const MAX_CHOSEN_MEALS = PLAN_DAYS.max;

/** Options (meal selection's offered meals) a request may carry. */
export const MAX_OPTION_IDS = 60;

/**
 * "Complete my week" fills the week from the options offered when at least this many fit the
 * cook's preferences per dinner still to plan; with fewer, the planner has too little choice to
 * match whole packs, and the whole catalog joins them (the options still come first).
 */
export const OPTIONS_PER_OPEN_DAY = 2;

/** Inventory lines a request may carry. */
export const MAX_INVENTORY_ITEMS = 200;

/** Favourite meal ids a request may carry (a signed-in cook's stored favourites are added). */
export const MAX_FAVOURITE_IDS = 500;

/**
 * Plans per cook (or per client address when signed out) in ten minutes, by default: each is a
 * search of up to a second's CPU. PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN changes the count.
 */
export const SUGGEST_RATE = { windowSeconds: 600, max: 30 } as const;

/**
 * A model's meals a request may carry as values (they are not in the catalog), and the lines
 * each may list: a screen of options and a week of chosen dinners fit with room to spare.
 */
export const MAX_PLANNER_MEALS = 24;
export const MAX_PLANNER_MEAL_LINES = 40;

/** Largest request body, in bytes: the lists above fit inside it (a model's meal is about 1 KB). */
export const MAX_SUGGEST_BODY_BYTES = 96 * 1024;

/**
 * Leftover days: one dish fills at most this many later dinners, and at most a third of the
 * week's days are leftovers, so the week stays varied.
 */
export const MAX_LEFTOVER_DAYS_PER_DISH = 2;
export const MAX_LEFTOVER_SHARE_OF_DAYS = 1 / 3;

/** Portions the planner may put in the freezer in one week, per serving the cook plans for. */
export const MAX_FROZEN_PORTIONS_PER_SERVING = 2;

/** No cuisine more than this many dishes a week, unless the cook picked one or two cuisines. */
export const MAX_DISHES_PER_CUISINE = 2;
/** No main protein (chicken, salmon, red lentils…) in more than this many dishes a week. */
export const MAX_DISHES_PER_PROTEIN = 2;
