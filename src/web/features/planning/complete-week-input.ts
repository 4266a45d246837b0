import type { Meal } from '../../../domain/meal/meal';
import type { Preferences } from '../../../domain/preferences/preferences';

// What "Complete my week" is asked and says when it fails, shared by the hook (use-complete-week.ts)
// and the work it loads on first use (complete-week-request.ts), which imports nothing of the hook.

export const COMPLETE_WEEK_FAILED = 'Could not complete your week';

export type CompleteWeekInput = {
  preferences: Preferences;
  startDate: string;
  /** The cook's chosen meals, mains and breakfasts, in the order chosen. */
  selected: readonly Meal[];
  /** The options on screen. */
  options: readonly Meal[];
};
