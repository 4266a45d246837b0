import { eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarFeeds } from '../../db/schema';

/** Stops the cook's feed link: the next request for it is a 404. The mealtimes stay. */
export async function revokeFeedLink({ db, userId }: { db: Db; userId: string }): Promise<{ revoked: boolean }> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ tokenHash: null, tokenCreatedAt: null, updatedAt: new Date() })
    .where(and(eq(calendarFeeds.userId, userId), isNotNull(calendarFeeds.tokenHash)))
    .returning({ userId: calendarFeeds.userId });
  return { revoked: revoked.length > 0 };
}
