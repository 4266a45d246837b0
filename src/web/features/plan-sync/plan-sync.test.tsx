import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mealSchema } from '../../../domain/meal';
import { buildMealPlan, planStateSchema, type MealPlan, type PlanState } from '../../../domain/meal-plan';
import {
  COOK,
  json,
  renderWithApp,
  sessionOf,
  stubServer,
  unreachable,
  type Handler,
  type SentRequest,
} from '../../../../tests/support/web/web-harness';
import { STORAGE_KEYS } from '../planning/planning-storage';
import { PLAN_RESTORED_EVENT, notifyPlanChanged } from './notify';
import { PLAN_SYNC_DEBOUNCE_MS, PlanSync } from './plan-sync';

const planOf = (name: string): MealPlan => buildMealPlan([mealSchema.parse({ id: name.toLowerCase(), name, description: 'Tasty.' })]);

const EARLIER = '2026-11-30T10:00:00.000Z';
const LATER = '2026-11-30T11:00:00.000Z';

function serverState(name: string, updatedAt: string): PlanState {
  return planStateSchema.parse({
    plan: planOf(name),
    pantry: { rice: { owned: true } },
    purchases: [{ name: 'Rice' }],
    shoppingTicks: { rice: true },
    updatedAt,
  });
}

/** A plan this tab already has in session storage, changed at `updatedAt` (if known). */
function storeLocalPlan(name: string, updatedAt?: string) {
  sessionStorage.setItem(STORAGE_KEYS.mealPlan, JSON.stringify(planOf(name)));
  if (updatedAt) sessionStorage.setItem(STORAGE_KEYS.planUpdatedAt, updatedAt);
}

const storedPlan = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.mealPlan) ?? 'null') as MealPlan | null;
const storedMainOnMonday = () => storedPlan()?.Monday.main?.name;

const echo: Handler = (request) => json({ state: request.body });

function server({ state = null, put = echo }: { state?: PlanState | null; put?: Handler } = {}) {
  return stubServer({
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'GET /api/plan': () => json({ state }),
    'PUT /api/plan': put,
  });
}

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT' && request.path === '/api/plan');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanSync', () => {
  it('keeps a plan made before signing in on the account, which has none', async () => {
    storeLocalPlan('Dal');
    const api = server();

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(puts(api.requests)).toHaveLength(1));
    const sent = puts(api.requests)[0]?.body as PlanState;
    expect(sent.plan?.Monday.main?.name).toBe('Dal');
    expect(sent.updatedAt).toBe(sessionStorage.getItem(STORAGE_KEYS.planUpdatedAt));
    expect(storedMainOnMonday()).toBe('Dal');
  });

  it('pushes nothing when neither the account nor this browser has a plan', async () => {
    const api = server();

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(api.sent()).toContain('GET /api/plan'));
    await settle();
    expect(api.sent()).toEqual(['GET /api/plan']);
  });

  it("restores the account's newer plan into storage and tells the screens", async () => {
    storeLocalPlan('Dal', EARLIER);
    const restored = vi.fn();
    window.addEventListener(PLAN_RESTORED_EVENT, restored);
    const api = server({ state: serverState('Pho', LATER) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(storedMainOnMonday()).toBe('Pho'));
    expect(sessionStorage.getItem(STORAGE_KEYS.planUpdatedAt)).toBe(LATER);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pantry) ?? '{}')).toEqual({ rice: { owned: true } });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.purchases) ?? '[]')).toMatchObject([{ name: 'Rice' }]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.shoppingTicks) ?? '{}')).toEqual({ rice: true });
    expect(restored).toHaveBeenCalledTimes(1);
    await settle();
    expect(puts(api.requests)).toEqual([]);
    window.removeEventListener(PLAN_RESTORED_EVENT, restored);
  });

  it("ignores the account's older plan and keeps this tab's newer one there", async () => {
    storeLocalPlan('Dal', LATER);
    const restored = vi.fn();
    window.addEventListener(PLAN_RESTORED_EVENT, restored);
    const api = server({ state: serverState('Pho', EARLIER) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(puts(api.requests)).toHaveLength(1));
    expect(puts(api.requests)[0]?.body).toMatchObject({ updatedAt: LATER, plan: { Monday: { main: { name: 'Dal' } } } });
    expect(storedMainOnMonday()).toBe('Dal');
    expect(restored).not.toHaveBeenCalled();
    window.removeEventListener(PLAN_RESTORED_EVENT, restored);
  });

  it("takes the server's state when a save is refused as older (409)", async () => {
    storeLocalPlan('Dal');
    const newer = serverState('Pho', '2099-01-01T00:00:00.000Z');
    const api = server({
      put: () => json({ error: { type: 'conflict', message: 'A newer version of your plan was saved elsewhere.' }, state: newer }, 409),
    });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(storedMainOnMonday()).toBe('Pho'));
    expect(sessionStorage.getItem(STORAGE_KEYS.planUpdatedAt)).toBe(newer.updatedAt);
    expect(puts(api.requests)).toHaveLength(1);
  });

  it('clears both copies of a plan the newer account state no longer has', async () => {
    storeLocalPlan('Dal', EARLIER);
    localStorage.setItem(STORAGE_KEYS.mealPlan, JSON.stringify(planOf('Dal')));
    server({ state: planStateSchema.parse({ updatedAt: LATER }) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.planUpdatedAt)).toBe(LATER));
    expect(sessionStorage.getItem(STORAGE_KEYS.mealPlan)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mealPlan)).toBeNull();
  });

  it('keeps a newer plan reopened from local storage after the tab was closed', async () => {
    localStorage.setItem(STORAGE_KEYS.mealPlan, JSON.stringify(planOf('Dal')));
    localStorage.setItem(STORAGE_KEYS.planUpdatedAt, LATER);
    const api = server({ state: serverState('Pho', EARLIER) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(puts(api.requests)).toHaveLength(1));
    expect(puts(api.requests)[0]?.body).toMatchObject({ updatedAt: LATER, plan: { Monday: { main: { name: 'Dal' } } } });
  });

  it('saves a change once, after the burst, with a fresh time', async () => {
    const api = server({ state: serverState('Pho', EARLIER) });
    renderWithApp(<PlanSync />);
    await waitFor(() => expect(storedMainOnMonday()).toBe('Pho'));

    act(() => {
      storeLocalPlan('Stew');
      notifyPlanChanged();
      notifyPlanChanged();
    });

    await waitFor(() => expect(puts(api.requests)).toHaveLength(1), { timeout: PLAN_SYNC_DEBOUNCE_MS + 1000 });
    const sent = puts(api.requests)[0]?.body as PlanState;
    expect(sent.plan?.Monday.main?.name).toBe('Stew');
    expect(Date.parse(sent.updatedAt)).toBeGreaterThan(Date.parse(EARLIER));
    await settle();
    expect(puts(api.requests)).toHaveLength(1);
  });

  it('keeps everything when a save fails, and saves when the browser is back online', async () => {
    storeLocalPlan('Dal', LATER);
    let online = false;
    const api = server({ put: (request) => (online ? echo(request, undefined) : unreachable()) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(puts(api.requests)).toHaveLength(1));
    await settle();
    expect(storedMainOnMonday()).toBe('Dal');
    expect(sessionStorage.getItem(STORAGE_KEYS.planUpdatedAt)).toBe(LATER);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(puts(api.requests)).toHaveLength(2));
    expect(puts(api.requests)[1]?.body).toMatchObject({ updatedAt: LATER });
  });

  it('leaves an anonymous visitor to browser storage', async () => {
    storeLocalPlan('Dal', LATER);
    const api = stubServer({ 'GET /api/auth/get-session': () => json(null) });

    renderWithApp(<PlanSync />);

    await waitFor(() => expect(api.requests).toHaveLength(1));
    act(() => notifyPlanChanged());
    await settle();
    expect(api.sent()).toEqual([]);
    expect(storedMainOnMonday()).toBe('Dal');
  });
});
