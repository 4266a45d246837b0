/**
 * How long food keeps once it is in the cook's kitchen, beyond what each ingredient's row says
 * (issue #16). Sources: the FSA's and Love Food Hate Waste's advice on leftovers and freezing.
 */

/** Cooked leftovers, cooled and covered in the fridge, are eaten within this many days (FSA, LFHW). */
export const LEFTOVER_FRIDGE_DAYS = 2;

/** Cooked rice is eaten within a day of cooking, and reheated only once (FSA: Bacillus cereus). */
export const RICE_LEFTOVER_FRIDGE_DAYS = 1;

/** Cooked dishes frozen at home keep at their best for about three months (USDA FoodKeeper). */
export const LEFTOVER_FREEZER_DAYS = 90;

/**
 * An opened life this short ("keep refrigerated and use within 4 days of opening": passata,
 * coconut milk, tinned beans, pesto) makes the opened food a chilled perishable: its date becomes
 * a use-by, whatever the unopened pack said. Longer opened lives (oils, vinegars, spices, ketchup)
 * are about quality and keep the label's kind.
 */
export const OPENED_USE_BY_MAX_DAYS = 7;

/**
 * How a dish keeps when its recipe does not say (a model's meal, a cook's own recipe): the FSA's
 * two days in the fridge, and not frozen, since nobody said it freezes well.
 */
export const UNKNOWN_DISH_LEFTOVERS = { fridgeDays: LEFTOVER_FRIDGE_DAYS, freezes: false } as const;
