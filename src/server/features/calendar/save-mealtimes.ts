import { sql } from 'drizzle-orm';
import type { Mealtimes } from '../../../domain/calendar';
import type { Db } from '../../db/database';
import { calendarFeeds } from '../../db/schema';
import { getCalendarSettings, type CalendarSettings } from './calendar-settings';

/** Saves the cook's usual mealtimes; the feed shows them on its next refresh. */
export async function saveMealtimes({
  db,
  userId,
  mealtimes,
}: {
  db: Db;
  userId: string;
  mealtimes: Mealtimes;
}): Promise<CalendarSettings> {
  await db
    .insert(calendarFeeds)
    .values({ userId, breakfastTime: mealtimes.breakfast, dinnerTime: mealtimes.dinner })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { breakfastTime: mealtimes.breakfast, dinnerTime: mealtimes.dinner, updatedAt: sql`now()` },
    });
  return getCalendarSettings({ db, userId });
}
