import type { PlanEntry } from '../kitchen/items';
import { mealEventTimes, type Mealtimes } from './mealtimes';
import { lineAmountText } from '../meal/line-text';

/** One planned meal as a calendar event: times are Europe/London wall-clock ('YYYY-MM-DDTHH:MM:SS'). */
export type MealEvent = { uid: string; start: string; end: string; summary: string; description: string; url: string };

/** The feed covers the plan from this many days back (a calendar keeps what it was sent before). */
export const CALENDAR_FEED_PAST_DAYS = 14;

/** The page a meal's event links back to. */
export const CALENDAR_LINK_PATH = '/weekly-plan';

const SLOT_LABEL: Record<PlanEntry['slot'], string> = { breakfast: 'Breakfast', main: 'Dinner' };

/**
 * A plan entry as an event: at the cook's mealtime for its slot on its date, the recipe's
 * ingredients in the description, and a link back to the week in Larder. The uid is the entry's
 * own, so a calendar updates the event in place when the meal changes.
 */
export function mealEventOf(entry: PlanEntry, mealtimes: Mealtimes, appUrl: string, host: string): MealEvent {
  const { start, end } = mealEventTimes(entry.date, entry.slot, mealtimes);
  const url = `${appUrl.replace(/\/$/, '')}${CALENDAR_LINK_PATH}`;
  const ingredients = entry.meal.ingredients.map((line) => `- ${line.name}${lineAmountText(line) ? `: ${lineAmountText(line)}` : ''}`);
  const description = [
    entry.meal.description.trim(),
    ingredients.length > 0 ? `Ingredients:\n${ingredients.join('\n')}` : '',
    `Open in Larder: ${url}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return { uid: `${entry.id}@${host}`, start, end, summary: `${SLOT_LABEL[entry.slot]}: ${entry.meal.name}`, description, url };
}

/** Meals to put in the feed: from CALENDAR_FEED_PAST_DAYS before today on, in date order, breakfast first. */
export function feedEntries(entries: readonly PlanEntry[], fromDate: string): PlanEntry[] {
  return entries
    .filter((entry) => entry.date >= fromDate)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.slot === b.slot ? 0 : a.slot === 'breakfast' ? -1 : 1));
}
