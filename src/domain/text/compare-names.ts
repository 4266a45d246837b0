/**
 * One collator for every list sorted by name. `a.localeCompare(b)` builds a collator on each
 * call: sorting a week's shopping list that way took 75 ms of a throttled phone's main thread
 * (decision 0020), this a fraction of a millisecond. It is built on the first comparison, not
 * when the module loads: building one reads the locale's collation data (about 20 ms on a slow
 * phone), which a screen that sorts nothing while it starts should not pay.
 */
let collator: Intl.Collator | undefined;

/** Orders two names as a UK reader would ('apples' before 'Bananas'). */
export const compareNames = (a: string, b: string): number => (collator ??= new Intl.Collator('en-GB')).compare(a, b);
