import { eq } from 'drizzle-orm';
import { DEFAULT_MEALTIMES, type CalendarFeedStatus, type Mealtimes } from '../../../domain/calendar';
import type { Db } from '../../db/database';
import { calendarFeeds } from '../../db/schema';

export type CalendarSettings = { mealtimes: Mealtimes; mealtimesSaved: boolean; feed: CalendarFeedStatus };

/** The cook's mealtimes (the defaults until they save their own) and whether a feed link is live. */
export async function getCalendarSettings({ db, userId }: { db: Db; userId: string }): Promise<CalendarSettings> {
  const [row] = await db
    .select({
      breakfast: calendarFeeds.breakfastTime,
      dinner: calendarFeeds.dinnerTime,
      tokenHash: calendarFeeds.tokenHash,
      tokenCreatedAt: calendarFeeds.tokenCreatedAt,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const saved = Boolean(row?.breakfast && row.dinner);
  return {
    mealtimes: saved && row?.breakfast && row.dinner ? { breakfast: row.breakfast, dinner: row.dinner } : DEFAULT_MEALTIMES,
    mealtimesSaved: saved,
    feed: { active: Boolean(row?.tokenHash), createdAt: row?.tokenHash && row.tokenCreatedAt ? row.tokenCreatedAt.toISOString() : null },
  };
}
