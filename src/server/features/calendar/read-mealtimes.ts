import { eq } from 'drizzle-orm';
import type { Mealtimes } from '../../../domain/calendar';
import type { Executor } from '../kitchen/kitchen-tables';
import { calendarFeeds } from '../../db/schema';

/** The mealtimes the cook saved, or null when they never did (the feed then uses the defaults). */
export async function readMealtimes(db: Executor, userId: string): Promise<Mealtimes | null> {
  const [row] = await db
    .select({ breakfast: calendarFeeds.breakfastTime, dinner: calendarFeeds.dinnerTime })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row?.breakfast || !row.dinner) return null;
  return { breakfast: row.breakfast, dinner: row.dinner };
}
