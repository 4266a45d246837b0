import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { showApiError } from '../../lib/toasts';
import type { CompleteWeekInput } from './complete-week-input';
import type { completeWeekWith as CompleteWeekWithFunction } from './complete-week-request';

type CompleteWeekWith = typeof CompleteWeekWithFunction;

/**
 * "Complete my week" (issue #17): asks the server's planner to fill the dinners still open from
 * the options on screen (the catalog joins them when they are too few), counting what the cook
 * holds in the pantry as already owned, then puts its week in the kitchen store as one command:
 * cooking days with their portions, leftover days, the forecast. A model's meals go as values
 * (their lines identified against the ingredient table), so the planner counts their food in
 * packs; a chosen one that cannot be sent keeps its place after the planner's days. Answers
 * whether the week was stored. The work (complete-week-request.ts) loads when the cook first asks:
 * meal selection opens without it.
 */
export function useCompleteWeek() {
  const store = useKitchenStore();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const complete = useCallback(
    async (input: CompleteWeekInput): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      try {
        let completeWeekWith: CompleteWeekWith;
        try {
          ({ completeWeekWith } = await import('./complete-week-request'));
        } catch {
          // Offline before the app was kept for offline use: the code could not be fetched.
          showApiError(ApiError.network());
          return false;
        }
        return await completeWeekWith(store, input, () => setPending(true));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [store],
  );

  return { complete, pending };
}
