import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient, type ErrorBody } from '../../../../tests/support/http-client';
import { device, planEntry, push, putEntry, remove } from '../../../../tests/support/kitchen';
import { TEST_BASE_URL, createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { CALENDAR_FEED_PAST_DAYS, calendarFeedLinkSchema, type CalendarFeedLink } from '../../../domain/calendar';
import type { Database } from '../../db/database';
import type { CalendarSettings } from './calendar-settings';

type ParsedEvent = { uid: string; summary: string; description: string; url: string; start: Date; end: Date; zone: string };

/** The feed read back by ical.js, an iCalendar parser independent of the generator. */
function parseFeed(text: string): { name: string; zones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: event.startDate.zone?.tzid ?? '',
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}

const feedPath = (link: CalendarFeedLink) => new URL(link.url).pathname;

describe.each(testDatabases())('the calendar feed on $name', ({ open }) => {
  const nextIp = addressPool(94);
  const mailer = createMemoryMailer();
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let ann: TestClient;
  let link: CalendarFeedLink;
  // A week each side of the clocks changing: BST starts on Sunday 28 March 2027 and ends on Sunday 31 October 2027.
  const spring = [
    planEntry('Fish pie', '2027-03-27'),
    planEntry('Leek soup', '2027-03-29'),
    planEntry('Porridge', '2027-03-29', 'breakfast'),
  ];
  const autumn = [planEntry('Shepherd’s pie', '2027-10-30'), planEntry('Dal', '2027-11-01')];
  // The server's clock, fixed so the feed's window does not move with the real date.
  const NOW = new Date('2027-03-20T12:00:00Z');
  // Meals already eaten: one within the feed's CALENDAR_FEED_PAST_DAYS (14) days of NOW, one before them.
  const past = [planEntry('Cottage pie', '2027-03-05'), planEntry('Curry', '2027-03-06')];

  const feed = async (path: string, ip = nextIp()) => createClient(app, ip).request(path);

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer, clock: () => NOW });
    ann = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp() });
    await push(
      device(ann, 'ann-laptop'),
      [...past, ...spring, ...autumn].map((entry) => putEntry(entry)),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('starts with the usual mealtimes and no live link', async () => {
    const settings = (await (await ann.request('/api/calendar/settings')).json()) as CalendarSettings;
    expect(settings).toEqual({
      mealtimes: { breakfast: '08:00', dinner: '18:30' },
      mealtimesSaved: false,
      feed: { active: false, createdAt: null },
    });
  });

  it('keeps the cook’s mealtimes, refusing a time that is not one', async () => {
    const bad = await ann.request('/api/calendar/mealtimes', { method: 'PUT', json: { breakfast: '25:00', dinner: '18:00' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error).toMatchObject({ message: 'breakfast: Use a time like 18:30' });
    const saved = await ann.request('/api/calendar/mealtimes', { method: 'PUT', json: { breakfast: '07:30', dinner: '19:00' } });
    expect(((await saved.json()) as CalendarSettings).mealtimes).toEqual({ breakfast: '07:30', dinner: '19:00' });
  });

  it('makes a long random link, shown once as https and webcal, and stores only its hash', async () => {
    const response = await ann.request('/api/calendar/feed', { method: 'POST' });
    expect(response.status).toBe(201);
    link = calendarFeedLinkSchema.parse(await response.json());
    expect(link.url).toMatch(new RegExp(`^${TEST_BASE_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(link.webcalUrl).toBe(link.url.replace('http://', 'webcal://'));
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(link.url)?.[1] ?? '';
    const stored = await database.db.execute(`select token_hash from calendar_feeds`);
    expect(JSON.stringify(stored)).not.toContain(token);
    const settings = (await (await ann.request('/api/calendar/settings')).json()) as CalendarSettings;
    expect(settings.feed.active).toBe(true);
  });

  it('serves an iCalendar feed in Europe/London with one event per planned meal', async () => {
    const response = await feed(feedPath(link));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const parsed = parseFeed(await response.text());
    expect(parsed.name).toBe('Larder meals');
    expect(parsed.zones).toEqual(['Europe/London']);
    expect(parsed.events.map((event) => event.summary)).toEqual([
      'Dinner: Curry',
      'Dinner: Fish pie',
      'Breakfast: Porridge',
      'Dinner: Leek soup',
      'Dinner: Shepherd’s pie',
      'Dinner: Dal',
    ]);
    expect(new Set(parsed.events.map((event) => event.zone))).toEqual(new Set(['Europe/London']));
    const soup = parsed.events.find((event) => event.summary === 'Dinner: Leek soup');
    expect(soup?.uid).toBe(`${spring[1]?.id}@localhost:3000`);
    expect(soup?.description).toContain('Ingredients:\n- Onion: 1');
    expect(soup?.url).toBe(`${TEST_BASE_URL}/weekly-plan`);
  });

  it(`leaves out meals from more than ${CALENDAR_FEED_PAST_DAYS} days before today`, async () => {
    const { events } = parseFeed(await (await feed(feedPath(link))).text());
    expect(events.map((event) => event.summary)).toContain('Dinner: Curry');
    expect(events.map((event) => event.summary)).not.toContain('Dinner: Cottage pie');
  });

  it('keeps dinner at 19:00 UK time on both sides of the clocks changing', async () => {
    const { events } = parseFeed(await (await feed(feedPath(link))).text());
    const at = (summary: string) => events.find((event) => event.summary === summary);
    // Before 28 March the UK is on GMT (UTC+0); after it on BST (UTC+1); after 31 October on GMT again.
    expect(at('Dinner: Fish pie')?.start.toISOString()).toBe('2027-03-27T19:00:00.000Z');
    expect(at('Dinner: Leek soup')?.start.toISOString()).toBe('2027-03-29T18:00:00.000Z');
    expect(at('Breakfast: Porridge')?.start.toISOString()).toBe('2027-03-29T06:30:00.000Z');
    expect(at('Breakfast: Porridge')?.end.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(at('Dinner: Shepherd’s pie')?.start.toISOString()).toBe('2027-10-30T18:00:00.000Z');
    expect(at('Dinner: Dal')?.start.toISOString()).toBe('2027-11-01T19:00:00.000Z');
    expect(at('Dinner: Dal')?.end.toISOString()).toBe('2027-11-01T20:00:00.000Z');
  });

  it('follows the plan: a meal taken off the plan leaves the feed', async () => {
    const dal = autumn[1];
    if (!dal) throw new Error('no dal');
    await push(device(ann, 'ann-laptop'), [remove('planEntries', dal.id, 1)]);
    const { events } = parseFeed(await (await feed(feedPath(link))).text());
    expect(events.map((event) => event.summary)).not.toContain('Dinner: Dal');
  });

  it('answers 404 for a token it never made, or one that is not a token', async () => {
    for (const path of [`/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/short.ics', `/api/calendar/${'A'.repeat(43)}`]) {
      const response = await feed(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(/does not exist or was turned off/);
    }
  });

  it('stops the old link when a new one is made, and every link when revoked', async () => {
    const second = calendarFeedLinkSchema.parse(await (await ann.request('/api/calendar/feed', { method: 'POST' })).json());
    expect((await feed(feedPath(link))).status).toBe(404);
    expect((await feed(feedPath(second))).status).toBe(200);
    const revoked = await ann.request('/api/calendar/feed', { method: 'DELETE' });
    expect(await revoked.json()).toEqual({ revoked: true });
    expect((await feed(feedPath(second))).status).toBe(404);
    const settings = (await (await ann.request('/api/calendar/settings')).json()) as CalendarSettings;
    expect(settings).toMatchObject({ mealtimesSaved: true, feed: { active: false } });
  });

  it('limits how often one address may ask for feeds', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await feed(`/api/calendar/${'B'.repeat(43)}.ics`, ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps the settings for the signed-in cook only', async () => {
    const visitor = createClient(app, nextIp());
    expect((await visitor.request('/api/calendar/settings')).status).toBe(401);
    expect((await visitor.request('/api/calendar/feed', { method: 'POST' })).status).toBe(401);
  });
});
