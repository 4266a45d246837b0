import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, eq, gte } from 'drizzle-orm';
import { CALENDAR_FEED_PAST_DAYS, DEFAULT_MEALTIMES, feedEntries, mealEventOf } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors';
import { KITCHEN_TIME_ZONE, addDays, planEntrySchema, ukDateOf, type PlanEntry } from '../../../domain/kitchen';
import type { Db } from '../../db/database';
import { calendarFeeds, kitchen, planEntries } from '../../db/schema';
import { hashSecretToken } from '../../http/secret-token';

/** Calendar apps poll; asking them to come back hourly keeps a changed plan close to current. */
const FEED_TTL_SECONDS = 60 * 60;

export const FEED_NOT_FOUND = 'This calendar feed does not exist or was turned off. Make a new link in Larder’s Settings.';

/**
 * The cook's planned meals as an iCalendar feed, found by the feed token's hash. Times are
 * written as Europe/London wall-clock times with that zone's VTIMEZONE, so a dinner at 18:30 is
 * at 18:30 in March and in November alike.
 */
export async function buildFeed({ db, token, baseUrl, now = new Date() }: { db: Db; token: string; baseUrl: string; now?: Date }) {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, breakfast: calendarFeeds.breakfastTime, dinner: calendarFeeds.dinnerTime })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashSecretToken(token)));
  if (!feed) throw new AppError('not_found', FEED_NOT_FOUND);
  const mealtimes = feed.breakfast && feed.dinner ? { breakfast: feed.breakfast, dinner: feed.dinner } : DEFAULT_MEALTIMES;
  const from = addDays(ukDateOf(now.toISOString()), -CALENDAR_FEED_PAST_DAYS);

  const rows = await db
    .select({ value: planEntries.value })
    .from(planEntries)
    .innerJoin(kitchen, eq(kitchen.id, planEntries.kitchenId))
    .where(and(eq(kitchen.ownerUserId, feed.userId), eq(planEntries.deleted, false), gte(planEntries.date, from)));
  const entries: PlanEntry[] = [];
  for (const row of rows) {
    const parsed = planEntrySchema.safeParse(row.value);
    if (parsed.success) entries.push(parsed.data);
  }

  const app = new URL(baseUrl);
  // Loaded with the first feed asked for, not with the server.
  const { default: ical } = await import('ical-generator');
  const calendar = ical({
    name: 'Larder meals',
    description: 'The meals on your Larder plan',
    prodId: { company: 'Larder', product: 'meal-plan', language: 'EN' },
    timezone: { name: KITCHEN_TIME_ZONE, generator: getVtimezoneComponent },
    ttl: FEED_TTL_SECONDS,
    url: app.origin,
  });
  for (const entry of feedEntries(entries, from)) {
    const event = mealEventOf(entry, mealtimes, app.origin, app.host);
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      timezone: KITCHEN_TIME_ZONE,
      stamp: now,
      summary: event.summary,
      description: event.description,
      url: event.url,
    });
  }
  return calendar.toString();
}
