import { planWeek, toSuggestResponse } from '../../../catalog/week-planner';
import { preferencesSchema } from '../../../domain/preferences';

/** Started this long after the server listens, so the first answers of a start are not kept waiting. */
export const PLANNER_WARM_UP_DELAY_MS = 5_000;

const WARM_UP_WEEKS = 3;

/**
 * Plans a few weeks nobody asked for, once, soon after the server starts. A process's first
 * plans cost several times a warm one's CPU (measured 2026-11-24 on the loaded machine: about
 * 450 ms for the first 7-day plan, 250 ms for the second, about 45 ms once warm): the recipes'
 * facts are worked out and cached on first use, the leftover index is built, and V8 has not yet
 * optimised the search. Without this, the first cooks after a restart pay for it.
 */
export async function warmWeekPlanner(): Promise<void> {
  const preferences = preferencesSchema.parse({
    cookingTime: '60 minutes',
    maxPricePerMeal: '£15.00+',
    caloriesRange: [250, 2000],
    proteinRange: [0, 120],
    servings: 2,
  });
  for (let seed = 1; seed <= WARM_UP_WEEKS; seed += 1) {
    // One week at a time, letting waiting requests through in between: a cold week holds the event loop for a fifth of a second.
    await new Promise((resolve) => setImmediate(resolve));
    const plan = planWeek({ preferences, days: 7, seed });
    toSuggestResponse(plan, { startDate: '2026-01-05', preferences });
  }
}
