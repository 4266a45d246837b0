import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import { change, device, inventoryItem, meal, push, putInventory, remove } from '../../../../tests/support/kitchen';
import { RECIPES } from '../../../catalog';
import { requireIngredient } from '../../../catalog/ingredient-index';
import { createMemoryMailer, createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL } from '../../../../tests/support/test-app';
import { createPostgresDatabase, openMemoryDatabase } from '../../../../tests/support/test-databases';
import { openDatabase, type Database } from '../../db/database';
import { pantryReminderSends, user } from '../../db/schema';
import { createLogger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { createReminderScheduler } from './reminder-scheduler';

/**
 * Two Larder servers on one database: two connections to one PostgreSQL database, or (PGlite
 * being one process's) two apps and schedulers on the same embedded database.
 */
type Pair = { name: string; open: () => Promise<{ first: Database; second: Database; close: () => Promise<void> }> };

function databasePairs(): Pair[] {
  const pairs: Pair[] = [
    {
      name: 'pglite',
      open: async () => {
        const database = await openMemoryDatabase();
        return { first: database, second: database, close: () => database.close() };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    pairs.push({
      name: 'postgres',
      open: async () => {
        const fresh = await createPostgresDatabase(serverUrl);
        const first = await openDatabase({ kind: 'postgres', url: fresh.url });
        const second = await openDatabase({ kind: 'postgres', url: fresh.url });
        return {
          first,
          second,
          close: async () => {
            await first.close();
            await second.close();
            await fresh.drop();
          },
        };
      },
    });
  }
  return pairs;
}

const logger = createLogger('silent');

describe.each(databasePairs())('the daily pantry reminder on $name', ({ open }) => {
  const nextIp = addressPool(97);
  const signUpMail = createMemoryMailer();
  let close: () => Promise<void>;
  let first: Database;
  let second: Database;
  let app: ReturnType<typeof createTestApp>;
  /** What each server's mailer sent. */
  const outboxes = [createMemoryMailer(), createMemoryMailer()];
  const reminders = () => outboxes.flatMap((outbox) => outbox.sent);
  let clock = new Date('2027-01-15T12:00:00Z');
  /** When the cooks' reminder settings are saved: before the first day any test passes. */
  const SETTINGS_SAVED_AT = new Date('2027-01-01T00:00:00Z');

  const scheduler = (database: Database, mailer: Mailer) =>
    createReminderScheduler({ database, mailer, logger, baseUrl: TEST_BASE_URL, secret: TEST_AUTH_SECRET, now: () => clock });
  let servers: ReturnType<typeof scheduler>[];

  let cookCount = 0;
  async function cook(sendAt: string, items: ReturnType<typeof inventoryItem>[] = []) {
    cookCount += 1;
    const email = `cook${cookCount}@example.com`;
    const client = await signUpAndVerify(app, signUpMail, { email, ip: nextIp() });
    const saved = await client.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: true, sendAt } });
    expect(saved.status).toBe(200);
    if (items.length > 0)
      await push(
        device(client, `cook-${cookCount}`),
        items.map((item) => putInventory(item)),
      );
    const [row] = await first.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { client, email, id: row!.id };
  }
  const sendsOf = (userId: string) =>
    first.db
      .select({ day: pantryReminderSends.day, outcome: pantryReminderSends.outcome })
      .from(pantryReminderSends)
      .where(eq(pantryReminderSends.userId, userId))
      .orderBy(pantryReminderSends.day);
  /** Both servers pass at the same moment, `times` times over. */
  const tickBoth = async (at: string, times = 1) => {
    clock = new Date(at);
    for (let round = 0; round < times; round += 1) await Promise.all(servers.map((server) => server.tick()));
  };

  beforeAll(async () => {
    ({ first, second, close } = await open());
    // The apps' clock stands before every day the schedulers pass: each cook saved the setting earlier, whatever today's date.
    app = createTestApp(first, { mailer: signUpMail, clock: () => SETTINGS_SAVED_AT });
    // A second app on the other connection, as a second server would run.
    createTestApp(second, { clock: () => SETTINGS_SAVED_AT });
    servers = [scheduler(first, outboxes[0]!), scheduler(second, outboxes[1]!)];
  });
  beforeEach(() => {
    for (const outbox of outboxes) outbox.sent.length = 0;
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await close?.();
  });

  it('sends one e-mail a day to a cook, though two servers pass at once, listing what is dated tomorrow with a meal for each', async () => {
    const spinach = inventoryItem('Baby spinach', { ingredientId: 'spinach', date: '2027-01-16', quantity: { amount: 240, unit: 'g' } });
    const thighs = inventoryItem('Chicken thighs', { date: '2027-01-16' });
    const chilli = inventoryItem('Chilli', { date: '2027-01-16', leftover: { mealId: 'chilli', portions: 2, freezes: true } });
    const milk = inventoryItem('Milk', { date: '2027-01-17' });
    const bread = inventoryItem('Bread', { date: '2027-01-15', dateKind: 'best-before', place: 'cupboard' });
    const ann = await cook('08:00', [spinach, thighs, chilli, milk, bread]);
    const traybake = { ...meal('Gran’s traybake', 'grans-traybake'), ingredients: [{ name: 'Boneless chicken thighs' }] };
    expect((await ann.client.request('/api/favorites', { json: { meal: traybake } })).status).toBe(201);

    await tickBoth('2027-01-15T07:59:00Z', 3);
    expect(reminders()).toEqual([]);
    await tickBoth('2027-01-15T08:00:00Z', 5);
    await tickBoth('2027-01-15T12:00:00Z', 2);

    const sent = reminders().filter((mail) => mail.to === ann.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('3 things go off tomorrow: Baby spinach, Chicken thighs, Chilli');
    expect(mail!.text).toMatch(
      /^3 things go off tomorrow\.\n\nHere is what goes off tomorrow, Saturday 16 Jan, with a meal to use each in\./,
    );
    expect(mail!.text).toContain(
      '- Baby spinach (240 g), use by tomorrow, in the fridge\n  Try Coconut, Lemongrass and Lime Chicken with Sweet Potato.',
    );
    expect(mail!.text).toContain('- Chicken thighs, use by tomorrow, in the fridge\n  Cook one of your favourites: Gran’s traybake.');
    expect(mail!.text).toContain('- Chilli (2 portions), use by tomorrow, in the fridge\n  Eat it tomorrow, or freeze it today.');
    expect(mail!.text).not.toMatch(/Milk|Bread/);
    expect(mail!.html).toContain('Coconut, Lemongrass and Lime Chicken');
    expect(await sendsOf(ann.id)).toEqual([{ day: '2027-01-15', outcome: 'sent' }]);
  });

  it('sends 01:30 once on the spring-forward day (28 March 2027), when the clock jumps to 02:00', async () => {
    const bob = await cook('01:30', [inventoryItem('Cream', { date: '2027-03-29' })]);
    await tickBoth('2027-03-28T00:59:00Z', 2);
    expect(reminders()).toEqual([]);
    await tickBoth('2027-03-28T01:00:00Z', 2);
    await tickBoth('2027-03-28T01:30:00Z', 2);
    await tickBoth('2027-03-28T02:30:00Z');
    expect(reminders().filter((mail) => mail.to === bob.email)).toHaveLength(1);
    expect(await sendsOf(bob.id)).toEqual([{ day: '2027-03-28', outcome: 'sent' }]);
  });

  it('sends 01:30 once on the autumn day (31 October 2027), though the clock shows 01:30 twice', async () => {
    const cara = await cook('01:30', [inventoryItem('Salmon', { date: '2027-11-01' })]);
    await tickBoth('2027-10-31T00:29:00Z');
    expect(reminders()).toEqual([]);
    // 01:30 BST.
    await tickBoth('2027-10-31T00:30:00Z', 2);
    expect(reminders()).toHaveLength(1);
    // 01:30 GMT, an hour later.
    await tickBoth('2027-10-31T01:30:00Z', 2);
    expect(reminders().filter((mail) => mail.to === cara.email)).toHaveLength(1);
  });

  it('sends a day missed while no server ran when one starts, the same UK day only', async () => {
    const dan = await cook('08:00', [inventoryItem('Yoghurt', { date: '2027-05-11' }), inventoryItem('Houmous', { date: '2027-05-12' })]);
    // The last pass before the servers stopped: 06:59 UK time on 10 May, before his time.
    await tickBoth('2027-05-10T05:59:00Z');
    expect(reminders()).toEqual([]);
    // They start again at 09:15 on 11 May: the 10th is gone; the 11th (Houmous, dated the 12th) is sent at once.
    clock = new Date('2027-05-11T08:15:00Z');
    const started = scheduler(first, outboxes[0]!);
    started.start();
    await started.stop();
    const sent = reminders().filter((mail) => mail.to === dan.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('One thing goes off tomorrow: Houmous');
    expect(await sendsOf(dan.id)).toEqual([{ day: '2027-05-11', outcome: 'sent' }]);
  });

  it('sends the missed day once its first-pass delay is over, as a starting server does, and not if it stops before', async () => {
    const gil = await cook('08:00', [inventoryItem('Hummus', { date: '2027-05-22' })]);
    clock = new Date('2027-05-21T08:15:00Z');
    const stopped = scheduler(first, outboxes[0]!);
    stopped.start({ firstPassDelayMs: 60 });
    await stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(reminders().filter((mail) => mail.to === gil.email)).toEqual([]);

    const started = scheduler(first, outboxes[0]!);
    started.start({ firstPassDelayMs: 60 });
    expect(reminders().filter((mail) => mail.to === gil.email)).toEqual([]);
    await vi.waitFor(() => expect(reminders().filter((mail) => mail.to === gil.email)).toHaveLength(1));
    await started.stop();
    expect(await sendsOf(gil.id)).toEqual([{ day: '2027-05-21', outcome: 'sent' }]);
  });

  it('records a day with nothing dated tomorrow as empty, and sends no e-mail', async () => {
    const eve = await cook('07:00', [inventoryItem('Rice', { date: '2028-01-01', dateKind: 'best-before', place: 'cupboard' })]);
    await tickBoth('2027-06-01T07:00:00Z', 2);
    expect(reminders().filter((mail) => mail.to === eve.email)).toEqual([]);
    expect(await sendsOf(eve.id)).toEqual([{ day: '2027-06-01', outcome: 'empty' }]);
  });

  it('records a refused e-mail as failed, and does not try the day again', async () => {
    const fay = await cook('07:00', [inventoryItem('Mince', { date: '2027-06-03' })]);
    let attempts = 0;
    const refusing: Mailer = {
      kind: 'smtp',
      send: async () => {
        attempts += 1;
        throw new Error('550 mailbox unavailable');
      },
    };
    const broken = scheduler(first, refusing);
    clock = new Date('2027-06-02T07:30:00Z');
    await broken.tick();
    await broken.tick();
    await tickBoth('2027-06-02T09:00:00Z');
    expect(attempts).toBe(1);
    expect(reminders().filter((mail) => mail.to === fay.email)).toEqual([]);
    expect(await sendsOf(fay.id)).toEqual([{ day: '2027-06-02', outcome: 'failed' }]);
  });

  it('keeps cooks apart: each e-mail lists only its own cook’s food, and a cook with the reminder off gets none', async () => {
    const gus = await cook('09:00', [inventoryItem('Gus’s haddock', { date: '2027-07-02' })]);
    const hal = await cook('09:00', [inventoryItem('Hal’s tofu', { date: '2027-07-02' })]);
    const ida = await cook('09:00', [inventoryItem('Ida’s pesto', { date: '2027-07-02' })]);
    expect((await ida.client.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: false, sendAt: '09:00' } })).status).toBe(
      200,
    );
    await tickBoth('2027-07-01T08:00:00Z', 2);
    const byCook = (email: string) => reminders().filter((mail) => mail.to === email);
    expect(byCook(gus.email)).toHaveLength(1);
    expect(byCook(gus.email)[0]!.text).toContain('Gus’s haddock');
    expect(byCook(gus.email)[0]!.text).not.toContain('Hal’s tofu');
    expect(byCook(hal.email)[0]!.text).not.toContain('Gus’s haddock');
    expect(byCook(ida.email)).toEqual([]);
    expect(await sendsOf(ida.id)).toEqual([]);
  });

  it('never suggests a meal the cook is allergic to: a milk-free recipe, and no favourite with cream', async () => {
    const spinach = inventoryItem('Baby spinach', { ingredientId: 'spinach', date: '2027-09-02', quantity: { amount: 240, unit: 'g' } });
    const kit = await cook('09:00', [spinach]);
    // The allergy and an excluded food, as the planner saved them.
    await push(device(kit.client, 'kit-phone'), [change('state', 'preferences', { allergies: ['milk'], excludedItems: ['mushrooms'] })]);
    const creamy = { ...meal('Creamed spinach', 'creamed-spinach'), ingredients: [{ name: 'Spinach' }, { name: 'Double cream' }] };
    expect((await kit.client.request('/api/favorites', { json: { meal: creamy } })).status).toBe(201);

    await tickBoth('2027-09-01T08:00:00Z');
    const [mail] = reminders().filter((message) => message.to === kit.email);
    expect(mail!.text).toMatch(/- Baby spinach \(240 g\), use by tomorrow, in the fridge\n {2}Try [^.\n]+\./);
    expect(mail!.text).not.toMatch(/Palak Paneer|Creamed spinach/);
    const suggested = /\n {2}Try ([^\n]+)\.\n?/.exec(mail!.text)![1]!;
    const recipe = RECIPES.find((candidate) => candidate.name === suggested)!;
    expect(recipe.ingredients.some((line) => line.id === 'spinach')).toBe(true);
    expect(recipe.ingredients.filter((line) => requireIngredient(line.id).allergens.includes('milk'))).toEqual([]);
  });

  it('leaves out an item removed from the pantry (its use_by cleared)', async () => {
    const kept = inventoryItem('Kept cheese', { date: '2027-08-02' });
    const eaten = inventoryItem('Eaten cheese', { date: '2027-08-02' });
    const jo = await cook('09:00', [kept, eaten]);
    await push(device(jo.client, 'jo-phone'), [remove('inventory', eaten.id, 1)]);
    await tickBoth('2027-08-01T08:00:00Z');
    const [mail] = reminders().filter((message) => message.to === jo.email);
    expect(mail!.subject).toBe('One thing goes off tomorrow: Kept cheese');
  });

  it('takes the e-mail’s one-click unsubscribe: the link asks, the POST stops it, and no e-mail follows', async () => {
    const kit = await cook('10:00', [inventoryItem('Tofu', { date: '2027-09-02' }), inventoryItem('Tofu too', { date: '2027-09-03' })]);
    await tickBoth('2027-09-01T09:00:00Z');
    const [mail] = reminders().filter((message) => message.to === kit.email);
    const link = /<(http:\/\/localhost:3000\/api\/pantry\/reminder\/unsubscribe\?token=[\w-]{43})>/.exec(
      mail!.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(link!.replace(/&/g, '&amp;'));
    const url = new URL(link!);

    // Opening the link (a person, or a mail scanner) changes nothing: it shows a form that POSTs.
    const page = await app.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Stop the pantry reminder?');
    expect(html).toMatch(/<form method="post" action="\/api\/pantry\/reminder\/unsubscribe\?token=[\w-]{43}">/);
    expect(html).not.toMatch(/<script/);
    expect(((await (await kit.client.request('/api/pantry/reminder')).json()) as { enabled: boolean }).enabled).toBe(true);

    // What a mail program sends (RFC 8058): a POST with this body, no cookie.
    const oneClick = await app.request(url.pathname + url.search, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Pantry reminder stopped');
    expect(await (await kit.client.request('/api/pantry/reminder')).json()).toEqual({ enabled: false, sendAt: '10:00', nextDay: null });

    await tickBoth('2027-09-02T09:00:00Z');
    expect(reminders().filter((message) => message.to === kit.email)).toHaveLength(1);
    expect(await sendsOf(kit.id)).toEqual([{ day: '2027-09-01', outcome: 'sent' }]);
    // Again: the link still answers, saying it is done.
    expect((await app.request(url.pathname + url.search, { method: 'POST' })).status).toBe(200);
  });

  it('answers a link with a token no reminder has with a 404 page', async () => {
    for (const query of [`?token=${'A'.repeat(43)}`, '?token=short', '']) {
      const page = await app.request(`/api/pantry/reminder/unsubscribe${query}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This link is not recognised');
      expect((await app.request(`/api/pantry/reminder/unsubscribe${query}`, { method: 'POST' })).status).toBe(404);
    }
  });

  it('removes the cook’s reminder and its sends with the account', async () => {
    const liz = await cook('06:00', [inventoryItem('Kale', { date: '2027-10-02' })]);
    await tickBoth('2027-10-01T05:00:00Z');
    expect(await sendsOf(liz.id)).toHaveLength(1);
    expect((await liz.client.request('/api/account/delete', { json: { password: 'correct horse' } })).status).toBe(200);
    expect(await sendsOf(liz.id)).toEqual([]);
    for (const outbox of outboxes) outbox.sent.length = 0;
    await tickBoth('2027-10-02T05:00:00Z');
    expect(reminders().filter((mail) => mail.to === liz.email)).toEqual([]);
    const left = await first.db
      .select()
      .from(pantryReminderSends)
      .where(and(eq(pantryReminderSends.userId, liz.id), eq(pantryReminderSends.day, '2027-10-02')));
    expect(left).toEqual([]);
  });
});
