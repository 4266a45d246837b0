import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient, readJson, type ErrorBody } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { pantryReminderStatusSchema, ukClock } from '../../../domain/pantry';
import { addDays } from '../../../domain/dates';
import type { Database } from '../../db/database';
import { pantryReminders } from '../../db/schema';

describe.each(testDatabases())('the pantry reminder setting on $name', ({ open }) => {
  const nextIp = addressPool(98);
  const mailer = createMemoryMailer();
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let ann: TestClient;
  let bob: TestClient;

  const read = async (client: TestClient) => {
    const response = await client.request('/api/pantry/reminder');
    expect(response.status).toBe(200);
    return pantryReminderStatusSchema.parse(await response.json());
  };
  const save = (client: TestClient, body: unknown) => client.request('/api/pantry/reminder', { method: 'PUT', json: body });

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
    ann = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp() });
    bob = await signUpAndVerify(app, mailer, { email: 'bob@example.com', ip: nextIp() });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers a visitor who is not signed in with 401', async () => {
    const visitor = createClient(app, nextIp());
    for (const response of [await visitor.request('/api/pantry/reminder'), await save(visitor, { enabled: true, sendAt: '08:00' })]) {
      expect(response.status).toBe(401);
      expect((await readJson<ErrorBody>(response)).error.message).toBe('Please sign in to set up the pantry reminder.');
    }
  });

  it('is off at 08:00 until the cook turns it on', async () => {
    expect(await read(ann)).toEqual({ enabled: false, sendAt: '08:00', nextDay: null });
  });

  it('saves the cook’s choice and says when the next one goes: today while its time is to come, else tomorrow', async () => {
    const now = ukClock(new Date());
    const later = now.time < '23:59' ? '23:59' : null;
    const status = pantryReminderStatusSchema.parse(await (await save(ann, { enabled: true, sendAt: later ?? '00:00' })).json());
    expect(status).toEqual({ enabled: true, sendAt: later ?? '00:00', nextDay: later ? now.date : addDays(now.date, 1) });
    expect(await read(ann)).toEqual(status);
    // A time already past today: the first reminder is tomorrow's.
    expect((await (await save(ann, { enabled: true, sendAt: '00:00' })).json()) as object).toMatchObject({
      nextDay: addDays(ukClock(new Date()).date, 1),
    });
  });

  it.each([
    [{ enabled: true, sendAt: '25:00' }, 'sendAt', /Use a time like 18:30/],
    [{ enabled: true, sendAt: '8am' }, 'sendAt', /Use a time like 18:30/],
    [{ enabled: 'yes', sendAt: '08:00' }, 'enabled', /Say whether the reminder is on/],
    [{ sendAt: '08:00' }, 'enabled', /Say whether the reminder is on/],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const before = await read(ann);
    const response = await save(ann, body);
    expect(response.status).toBe(400);
    const error = (await readJson<ErrorBody>(response)).error;
    expect(error.type).toBe('validation');
    expect(error.message).toMatch(message);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await read(ann)).toEqual(before);
  });

  it('keeps cooks apart: one cook’s setting is never another’s', async () => {
    await save(ann, { enabled: true, sendAt: '06:45' });
    expect(await read(bob)).toEqual({ enabled: false, sendAt: '08:00', nextDay: null });
    await save(bob, { enabled: true, sendAt: '21:15' });
    expect((await read(ann)).sendAt).toBe('06:45');
    const rows = await database.db.select({ userId: pantryReminders.userId, sendAt: pantryReminders.sendAt }).from(pantryReminders);
    expect(rows.map((row) => row.sendAt).sort()).toEqual(['06:45', '21:15']);
    // Each keeps the hash of their own unsubscribe link, never the link itself.
    const hashes = await database.db.select({ hash: pantryReminders.unsubscribeTokenHash }).from(pantryReminders);
    expect(new Set(hashes.map((row) => row.hash)).size).toBe(2);
    for (const { hash } of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('turns off, keeping the time', async () => {
    await save(bob, { enabled: false, sendAt: '21:15' });
    expect(await read(bob)).toEqual({ enabled: false, sendAt: '21:15', nextDay: null });
    const [row] = await database.db
      .select({ enabled: pantryReminders.enabled })
      .from(pantryReminders)
      .where(eq(pantryReminders.sendAt, '21:15'));
    expect(row?.enabled).toBe(false);
  });
});
