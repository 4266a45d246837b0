import { sql } from 'drizzle-orm';
import { webcalUrl, type CalendarFeedLink } from '../../../domain/calendar';
import type { Db } from '../../db/database';
import { calendarFeeds } from '../../db/schema';
import { hashSecretToken, newSecretToken } from '../../http/secret-token';

export function feedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/**
 * A new private feed link. Any earlier link stops working at once (one live link per cook: a
 * cook who lost track of where they subscribed makes a new one). Only the token's hash is kept,
 * so the link is shown this once.
 */
export async function createFeedLink({
  db,
  userId,
  baseUrl,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  baseUrl: string;
  now?: Date;
}): Promise<CalendarFeedLink> {
  const token = newSecretToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashSecretToken(token), tokenCreatedAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashSecretToken(token), tokenCreatedAt: now, updatedAt: sql`now()` },
    });
  const url = `${baseUrl.replace(/\/$/, '')}${feedPath(token)}`;
  return { url, webcalUrl: webcalUrl(url), createdAt: now.toISOString() };
}
