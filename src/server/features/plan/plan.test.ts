import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PLAN_STATE_BYTES, buildMealPlan, planStateSchema, type PlanState } from '../../../domain/meal-plan';
import { mealSchema } from '../../../domain/meal';
import { createClient, readJson, type ErrorBody } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import type { Database } from '../../db/database';

const meal = (id: string, name: string) =>
  mealSchema.parse({ id, name, description: 'Tasty.', ingredients: [{ name: 'Onion', quantity: '1' }] });

/** A whole planning state, as the schema stores it (defaults filled), at `updatedAt`. */
function planState(updatedAt: string, name = 'Dal'): PlanState {
  return planStateSchema.parse({
    preferences: { cuisines: ['Indian'], mealCount: { main: 2 } },
    selection: { options: { main: [meal('m1', name), meal('m2', 'Pho')] }, selected: { main: [meal('m1', name)] } },
    plan: buildMealPlan([meal('m1', name)]),
    pantry: { onion: { owned: true, amount: '2' } },
    purchases: [{ name: 'Onion', quantity: '1 kg', price: '1.20', purchased: true, actualExpiryDate: '2026-12-01' }],
    shoppingTicks: { onion: true },
    updatedAt,
  });
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 12, minute)).toISOString();

describe.each(testDatabases())('the saved plan on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  let ipCounter = 1;
  const newClient = () => createClient(app, `10.2.0.${ipCounter++}`);

  async function signIn(email: string, password = 'correct horse') {
    const client = newClient();
    const response = await client.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(response.status).toBe(200);
    return client;
  }

  async function signUpAndVerify(email: string, password = 'correct horse') {
    const client = newClient();
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: email.split('@')[0], callbackURL: '/auth' },
    });
    expect(signUp.status).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = mailer.sent.find((message) => message.to === email);
      if (!found) throw new Error(`no mail to ${email} yet`);
      return found;
    });
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(mail.text)?.[0] ?? '');
    expect([200, 302]).toContain((await client.request(link.pathname + link.search)).status);
    return signIn(email, password);
  }

  const put = (client: ReturnType<typeof newClient>, json: unknown) => client.request('/api/plan', { method: 'PUT', json });
  const get = async (client: ReturnType<typeof newClient>) =>
    (await (await client.request('/api/plan')).json()) as { state: PlanState | null };

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers signed-out calls with 401', async () => {
    const anonymous = newClient();
    for (const response of [await anonymous.request('/api/plan'), await put(anonymous, planState(at(1)))]) {
      expect(response.status).toBe(401);
      expect((await readJson<ErrorBody>(response)).error).toEqual({
        type: 'unauthenticated',
        message: 'Please sign in to keep your plan on this account.',
      });
    }
  });

  it('has no plan at first', async () => {
    const client = await signUpAndVerify('ann@example.com');
    const response = await client.request('/api/plan');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: null });
  });

  it('restores a saved plan on another device of the same cook', async () => {
    const laptop = await signUpAndVerify('bob@example.com');
    const state = planState(at(1));
    const saved = await put(laptop, state);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ state });

    const phone = await signIn('bob@example.com');
    expect(await get(phone)).toEqual({ state });
  });

  it('fills what a partial state leaves out with empty values', async () => {
    const client = await signUpAndVerify('cal@example.com');
    const saved = await put(client, { updatedAt: at(1) });
    expect(saved.status).toBe(200);
    expect((await get(client)).state).toEqual({
      preferences: null,
      selection: null,
      plan: null,
      pantry: {},
      purchases: [],
      shoppingTicks: {},
      updatedAt: at(1),
    });
  });

  it("keeps cooks apart: B never sees A's plan and B's save leaves A's alone", async () => {
    const a = await signUpAndVerify('dee@example.com');
    const b = await signUpAndVerify('eve@example.com');
    const aState = planState(at(5), 'Secret stew');
    expect((await put(a, aState)).status).toBe(200);

    expect(await get(b)).toEqual({ state: null });
    const bState = planState(at(1), 'Toast');
    expect((await put(b, bState)).status).toBe(200);
    expect(await get(b)).toEqual({ state: bState });
    expect(await get(a)).toEqual({ state: aState });
  });

  it('answers bad bodies with 400 and a message, and stores nothing', async () => {
    const client = await signUpAndVerify('fay@example.com');
    const valid = planState(at(1));
    const cases: [string, unknown, RegExp][] = [
      ['missing updatedAt', { ...valid, updatedAt: undefined }, /updatedAt/],
      ['updatedAt that is not a date-time', { ...valid, updatedAt: 'yesterday' }, /updatedAt must be an ISO date-time/],
      ['plan that is not an object', { ...valid, plan: 'Monday: Dal' }, /plan/],
      ['purchases that are not a list', { ...valid, purchases: { name: 'Onion' } }, /purchases/],
      ['purchase without a name', { ...valid, purchases: [{ quantity: '1' }] }, /purchases\.0\.name/],
      ['pantry entry without owned', { ...valid, pantry: { onion: { amount: '2' } } }, /pantry\.onion\.owned/],
      ['ticks that are not booleans', { ...valid, shoppingTicks: { onion: 'yes' } }, /shoppingTicks\.onion/],
      ['preferences out of range', { ...valid, preferences: { servings: 99 } }, /preferences\.servings/],
      ['an array', [valid], /expected object/i],
    ];
    for (const [label, body, message] of cases) {
      const response = await put(client, body);
      expect(response.status, label).toBe(400);
      const json = await readJson<ErrorBody>(response);
      expect(json.error.type, label).toBe('validation');
      expect(json.error.message, label).toMatch(message);
    }
    const broken = await put(client, '{"updatedAt": ');
    expect(broken.status).toBe(400);
    expect((await readJson<ErrorBody>(broken)).error.message).toBe('The request body is not valid JSON.');

    const huge = {
      ...valid,
      selection: { options: { main: [meal('big', 'Big')].map((m) => ({ ...m, imageUrl: 'x'.repeat(MAX_PLAN_STATE_BYTES) })) } },
    };
    const tooLarge = await put(client, huge);
    expect(tooLarge.status).toBe(413);
    expect((await readJson<ErrorBody>(tooLarge)).error).toEqual({
      type: 'too_large',
      message: 'The request is too large: this address takes at most 2,000 KB.',
    });

    expect(await get(client)).toEqual({ state: null });
  });

  it('refuses an older or equally old save with 409 and the stored state, overwriting nothing', async () => {
    const client = await signUpAndVerify('gus@example.com');
    const newer = planState(at(10), 'Newer dal');
    expect((await put(client, newer)).status).toBe(200);

    for (const stale of [planState(at(9), 'Older dal'), planState(at(10), 'Same-time dal')]) {
      const response = await put(client, stale);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { type: 'conflict', message: 'A newer version of your plan was saved elsewhere.' },
        state: newer,
      });
    }
    expect(await get(client)).toEqual({ state: newer });

    const newest = planState(at(11), 'Newest dal');
    expect((await put(client, newest)).status).toBe(200);
    expect(await get(client)).toEqual({ state: newest });
  });

  it.each([
    ['older first', [1, 2]],
    ['newer first', [2, 1]],
  ])('keeps the newer of two concurrent saves whole (%s)', async (_label, minutes) => {
    const client = await signUpAndVerify(`hal-${minutes.join('')}@example.com`);
    const tab = await signIn(`hal-${minutes.join('')}@example.com`);
    const states = minutes.map((minute) => planState(at(minute), `Dal from minute ${minute}`));
    const responses = await Promise.all([put(client, states[0]), put(tab, states[1])]);

    const newer = planState(at(2), 'Dal from minute 2');
    const statuses = responses.map((response) => response.status);
    expect(statuses[minutes.indexOf(2)]).toBe(200);
    expect([200, 409]).toContain(statuses[minutes.indexOf(1)]);
    expect(await get(client)).toEqual({ state: newer });
  });

  it('keeps the newest of many concurrent saves whole', async () => {
    const client = await signUpAndVerify('ida@example.com');
    const minutes = [7, 3, 12, 1, 9, 12, 5, 11, 2, 8];
    const responses = await Promise.all(minutes.map((minute, index) => put(client, planState(at(minute), `Dal ${minute}-${index}`))));
    expect(responses.every((response) => response.status === 200 || response.status === 409)).toBe(true);

    const { state } = await get(client);
    expect(state?.updatedAt).toBe(at(12));
    // Two saves share the newest time: whichever came first is kept, whole.
    expect([planState(at(12), 'Dal 12-2'), planState(at(12), 'Dal 12-5')]).toContainEqual(state);
  });
});
