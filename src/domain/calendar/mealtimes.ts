import * as z from 'zod/mini';
import type { SlotType } from '../meal-plan/meal-plan';

/**
 * A cook's usual mealtimes (issue 19, calendar feed): when breakfast is eaten and when dinner
 * (the plan's main meal) is on the table, as UK wall-clock times. The feed places each planned
 * meal at its slot's time on its date, in Europe/London, so a meal stays at 18:30 on both sides
 * of the clocks changing.
 */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:30'));

export const mealtimesSchema = z.object({
  breakfast: clockTimeSchema,
  dinner: clockTimeSchema,
});
export type Mealtimes = z.infer<typeof mealtimesSchema>;

export const DEFAULT_MEALTIMES: Mealtimes = { breakfast: '08:00', dinner: '18:30' };

/** How long a meal's event lasts in the calendar: long enough to eat, not to block an evening. */
export const MEAL_EVENT_MINUTES: Record<SlotType, number> = { breakfast: 30, main: 60 };

/** Which mealtime a plan slot is eaten at. */
export function mealtimeOf(slot: SlotType, mealtimes: Mealtimes): string {
  switch (slot) {
    case 'breakfast':
      return mealtimes.breakfast;
    case 'main':
      return mealtimes.dinner;
  }
}

/** 'YYYY-MM-DDTHH:MM:00' plus minutes, as wall-clock time (no zone: the calendar's zone applies). */
function addMinutes(date: string, time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCMinutes(hours * 60 + mins + minutes);
  return moved.toISOString().slice(0, 19);
}

/**
 * Start and end of a meal as wall-clock times in Europe/London: the feed writes them with that
 * TZID, so the cook's calendar shows the mealtime itself whether BST or GMT is in force.
 */
export function mealEventTimes(date: string, slot: SlotType, mealtimes: Mealtimes): { start: string; end: string } {
  const time = mealtimeOf(slot, mealtimes);
  return { start: addMinutes(date, time, 0), end: addMinutes(date, time, MEAL_EVENT_MINUTES[slot]) };
}
