import { describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { setTick } from '../../../domain/kitchen/list-commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { KitchenItem } from '../../../domain/kitchen/sync';
import { ticksOf } from '../../../domain/kitchen/views';
import olderKitchen from '../../../domain/kitchen/fixtures/kitchen-v2-store.json';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { MemoryArea, sequentialIds } from '../../../../tests/support/web/memory-storage';
import type { SafeStorage } from '../storage';
import type { KitchenDoc } from './kitchen-doc';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, PROJECTION_KEYS, kitchenKey } from './keys';
import { KitchenStore } from './kitchen-store';
import { acknowledged, takePulled } from './sync-answers';

/** The account's confirmation, as the sync engine hands it to the store. */
const acknowledge = (store: KitchenStore, results: Parameters<typeof acknowledged>[1]) =>
  store.applySyncAnswer((doc) => acknowledged(doc, results));

/** Lets the tasks already queued run (the session values are written in one of their own). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function browser() {
  const local = new MemoryArea();
  const session = new MemoryArea();
  const ids = sequentialIds();
  const open = (extra: Partial<ConstructorParameters<typeof KitchenStore>[0]> = {}) => {
    const tab = local.tab();
    return new KitchenStore({
      local: tab.storage,
      session: session.tab().storage,
      onExternalChange: tab.onExternalChange,
      newId: ids,
      now: () => new Date('2026-11-30T10:00:00Z'),
      ...extra,
    });
  };
  return { local, session, open, ids };
}

const tick =
  (name: string, on = true) =>
  (state: KitchenState) =>
    setTick(state, name, on);
const week = (ids: () => string) => (state: KitchenState) =>
  createWeek(state, { startDate: '2026-12-01', selected: [aMeal('a', 'Dal'), aMeal('b', 'Pie')], newId: ids });

/** A kitchen as the store of the version before wrote it (meals with text for money, times and amounts). */
const olderText = olderKitchen.localStorage['larder:kitchen:anon'];
const pricesOf = (state: KitchenState) => Object.values(state.planEntries).map((entry) => entry.meal.pricePence);

describe('the kitchen store', () => {
  it('reads a kitchen stored by the version before once its upgrade has loaded, keeping a change made meanwhile', async () => {
    const { local, open } = browser();
    local.items.set(ANONYMOUS_KITCHEN_KEY, olderText);
    const store = open();
    expect(store.getStatus().ready).toBe(false);
    expect(store.update(tick('Rice'))).toBe(true);
    expect(local.items.get(ANONYMOUS_KITCHEN_KEY)).toBe(olderText);
    await vi.waitFor(() => expect(store.getStatus().ready).toBe(true));
    const state = store.getState();
    expect(pricesOf(state).length).toBeGreaterThan(0);
    expect(pricesOf(state).every((pence) => Number.isInteger(pence))).toBe(true);
    expect(ticksOf(state)).toEqual({ 'olive oil': true, rice: true });
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state).toEqual(state);
  });

  it('never writes over a kitchen an older tab stored after this one opened, and reads it once its upgrade has loaded', async () => {
    const { local, open } = browser();
    const store = open();
    store.update(tick('Onion'));
    local.tab().storage.write(ANONYMOUS_KITCHEN_KEY, olderText);
    expect(store.getStatus().ready).toBe(false);
    store.update(tick('Milk'));
    store.setDeviceOnly({ ownApiKey: 'sk-test' });
    expect(local.items.get(ANONYMOUS_KITCHEN_KEY)).toBe(olderText);
    await vi.waitFor(() => expect(store.getStatus().ready).toBe(true));
    expect(ticksOf(store.getState())).toEqual({ 'olive oil': true, milk: true });
    expect(pricesOf(store.getState()).length).toBeGreaterThan(0);
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.version).toBe(3);
  });

  it("keeps a visitor's kitchen under the visitor's key, and finds it again after a reload", () => {
    const { local, open } = browser();
    const store = open();
    expect(store.update(tick('Onion'))).toBe(true);
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.shoppingTicks).toEqual({ onion: { itemKey: 'onion', ticked: true } });
    expect(ticksOf(open().getState())).toEqual({ onion: true });
  });

  it('keeps two tabs in step, and a change in one never loses the other’s', () => {
    const { open } = browser();
    const first = open();
    const second = open();
    const heard = vi.fn();
    second.subscribe(heard);
    first.update(tick('Onion'));
    expect(heard).toHaveBeenCalled();
    expect(ticksOf(second.getState())).toEqual({ onion: true });
    second.update(tick('Rice'));
    first.update(tick('Milk'));
    expect(ticksOf(first.getState())).toEqual({ onion: true, rice: true, milk: true });
    expect(ticksOf(second.getState())).toEqual({ onion: true, rice: true, milk: true });
  });

  it("opens a signed-in cook's own kitchen, where the visitor's is not read, and remembers it for the next load", () => {
    const { local, open } = browser();
    const store = open();
    store.update(tick('Onion'));
    store.openAccount('ann');
    expect(store.getStatus().account).toBe('ann');
    expect(ticksOf(store.getState())).toEqual({});
    store.update(tick('Rice'));
    expect(local.json<KitchenDoc>(kitchenKey('ann'))?.state.shoppingTicks).toHaveProperty('rice');
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.shoppingTicks).not.toHaveProperty('rice');
    expect(open().getStatus().account).toBe('ann');
  });

  it("queues a signed-in cook's changes in order, each from the version last seen, the newest value of an item replacing an unsent one", () => {
    const { open } = browser();
    const store = open();
    store.openAccount('ann');
    takePulled(
      store,
      [
        {
          collection: 'shoppingTicks',
          id: 'onion',
          version: 4,
          deleted: true,
          updatedAt: '2026-11-30T09:00:00.000Z',
          updatedByDevice: 'other',
          overwroteDevice: null,
        },
      ],
      '10',
      'me',
    );
    store.update(tick('Onion'));
    store.update(tick('Rice'));
    store.update(tick('Onion', false));
    const queue = store.syncMeta().queue;
    expect(queue.map(({ collection, id, op, baseVersion }) => ({ collection, id, op, baseVersion }))).toEqual([
      { collection: 'shoppingTicks', id: 'rice', op: 'put', baseVersion: 0 },
      { collection: 'shoppingTicks', id: 'onion', op: 'delete', baseVersion: 4 },
    ]);
    expect(store.getStatus().unsynced).toBe(2);
    acknowledge(store, [{ changeId: queue[0]?.changeId ?? '', collection: 'shoppingTicks', id: 'rice', version: 11 }]);
    expect(store.syncMeta().queue).toHaveLength(1);
    expect(store.syncMeta().versions['shoppingTicks/rice']).toBe(11);
    expect(store.getStatus().unsynced).toBe(1);
  });

  it('stores an answer of the account only when it changes the kitchen, and none for a visitor', () => {
    const { open, local } = browser();
    const store = open();
    store.openAccount('ann');
    store.update(tick('Rice'));
    const stored = local.items.get(kitchenKey('ann'));
    expect(acknowledge(store, [])).toBe(false);
    expect(local.items.get(kitchenKey('ann'))).toBe(stored);
    const [queued] = store.syncMeta().queue;
    expect(acknowledge(store, [{ changeId: queued?.changeId ?? '', collection: 'shoppingTicks', id: 'rice', version: 3 }])).toBe(true);
    expect(local.items.get(kitchenKey('ann'))).not.toBe(stored);
    expect(store.syncMeta().queue).toEqual([]);

    store.openAccount(null);
    expect(takePulled(store, [], '1', 'me')).toEqual([]);
    expect(store.syncMeta().cursor).toBeNull();
  });

  it("a visitor's changes are not queued for any account", () => {
    const { open } = browser();
    const store = open();
    store.update(tick('Onion'));
    expect(store.syncMeta().queue).toEqual([]);
    expect(store.getStatus().unsynced).toBe(0);
  });

  it("takes what the account sends, except an item this device still has a change waiting for, and names this device's replaced changes", () => {
    const { open } = browser();
    const store = open();
    store.openAccount('ann');
    store.update(tick('Onion'));
    const item = (id: string, extra: Partial<KitchenItem> = {}): KitchenItem => ({
      collection: 'shoppingTicks',
      id,
      version: 7,
      deleted: false,
      value: { itemKey: id, ticked: true },
      updatedAt: '2026-11-30T09:00:00.000Z',
      updatedByDevice: 'phone',
      overwroteDevice: null,
      ...extra,
    });
    const replaced = takePulled(
      store,
      [
        item('onion', { deleted: true }),
        item('rice'),
        item('milk', { overwroteDevice: 'laptop' }),
        item('eggs', { deleted: true, overwroteDevice: 'other' }),
      ],
      '42',
      'laptop',
    );
    expect(ticksOf(store.getState())).toEqual({ onion: true, rice: true, milk: true });
    expect(replaced).toEqual([{ collection: 'shoppingTicks', id: 'milk', value: { itemKey: 'milk', ticked: true } }]);
    expect(store.syncMeta().cursor).toBe('42');
    expect(store.syncMeta().queue).toHaveLength(1);
  });

  it('offers a plan made before signing in to the account, and keeps it there when the cook says yes', () => {
    const { local, open, ids } = browser();
    const store = open();
    store.update(week(ids));
    store.openAccount('ann');
    // Asked once the account's own kitchen is known (the first sync ran), not before.
    expect(store.getStatus().offer).toBe(false);
    store.settleSync();
    expect(store.getStatus().offer).toBe(true);
    expect(store.adoptAnonymousPlan()).toBe(true);
    expect(
      Object.values(store.getState().planEntries)
        .map((entry) => entry.meal.name)
        .sort(),
    ).toEqual(['Dal', 'Pie']);
    expect(store.syncMeta().queue.filter((change) => change.collection === 'planEntries')).toHaveLength(2);
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.planEntries).toEqual({});
    expect(store.getStatus().offer).toBe(false);
  });

  it("does not offer, and drops, a visitor's plan that is the account's own plan (the old page's copy of the account's document)", () => {
    const { local, open, ids } = browser();
    const store = open();
    store.update(week(ids));
    store.openAccount('ann');
    // The account's kitchen, as the server converted the old document: same meals, same weekdays, another week.
    const converted = createWeek(store.getState(), {
      startDate: '2026-11-24',
      selected: [aMeal('a', 'Dal'), aMeal('b', 'Pie')],
      newId: ids,
    });
    const items: KitchenItem[] = Object.values(converted.planEntries).map((entry) => ({
      collection: 'planEntries',
      id: entry.id,
      version: 1,
      deleted: false,
      value: entry,
      updatedAt: '2026-11-30T10:00:00.000Z',
      updatedByDevice: 'server',
      overwroteDevice: null,
    }));
    takePulled(store, items, '2', 'this-device');
    store.settleSync();
    expect(store.getStatus().offer).toBe(false);
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.planEntries).toEqual({});
    expect(Object.keys(store.getState().planEntries)).toHaveLength(2);
  });

  it('asks no more in this tab once the cook said not now, and never asks a visitor', () => {
    const { open, ids } = browser();
    const store = open();
    store.update(week(ids));
    expect(store.getStatus().offer).toBe(false);
    store.openAccount('ann');
    store.settleSync();
    store.declineAnonymousPlan();
    expect(store.getStatus().offer).toBe(false);
    expect(Object.keys(store.getState().planEntries)).toEqual([]);
    store.openAccount(null);
    expect(Object.keys(store.getState().planEntries)).toHaveLength(2);
  });

  it("forgets a cook on sign-out: their kitchen and the remembered account leave the browser, the visitor's opens", () => {
    const { local, open } = browser();
    const store = open();
    store.openAccount('ann');
    store.update(tick('Rice'));
    store.setDeviceOnly({ ownApiKey: 'sk-ann-own-key-123456' });
    store.forgetAccount('ann');
    expect(local.items.has(kitchenKey('ann'))).toBe(false);
    expect(local.items.has(CURRENT_ACCOUNT_KEY)).toBe(false);
    expect(store.getStatus().account).toBeNull();
    expect(store.getDeviceOnly()).toEqual({});
    expect(ticksOf(store.getState())).toEqual({});
  });

  it("follows another tab's sign-out and never writes the cook's kitchen back", () => {
    const { local, open } = browser();
    const first = open();
    first.openAccount('ann');
    const second = open();
    second.forgetAccount('ann');
    expect(first.getStatus().account).toBeNull();
    first.update(tick('Onion'));
    expect(local.items.has(kitchenKey('ann'))).toBe(false);
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.shoppingTicks).toHaveProperty('onion');
  });

  it("never shows or stores a signed-out cook's kitchen as the visitor's, when a change must be stored before this tab heard of the sign-out", () => {
    const { local, open, ids } = browser();
    // This tab has not yet been told of the other tab's write (a storage event arrives later).
    const first = open({ onExternalChange: undefined });
    first.openAccount('ann');
    first.update(tick('Saffron'));
    open().forgetAccount('ann');
    expect(first.update(week(ids), { requireStored: true })).toBe(false);
    expect(first.getStatus().account).toBeNull();
    expect(ticksOf(first.getState())).toEqual({});
    first.update(tick('Onion'));
    expect(local.json<KitchenDoc>(ANONYMOUS_KITCHEN_KEY)?.state.shoppingTicks).not.toHaveProperty('saffron');
  });

  it('says when the browser refused to store a change, and undoes one that must be stored', () => {
    const { local, open, ids } = browser();
    const store = open();
    local.refuseWrites = true;
    expect(store.update(tick('Onion'))).toBe(false);
    expect(ticksOf(store.getState())).toEqual({ onion: true });
    expect(store.getStatus().storageFailed).toBe(true);
    expect(store.update(week(ids), { requireStored: true })).toBe(false);
    expect(store.getState().planEntries).toEqual({});
  });

  it("writes the spec's session values after each burst of changes, in a task of their own", async () => {
    const project = vi.fn();
    const { open } = browser();
    const store = open({ project });
    await nextTask();
    project.mockClear();
    store.update(tick('Onion'));
    store.update(tick('Rice'));
    await Promise.resolve();
    expect(project).not.toHaveBeenCalled();
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
    expect(ticksOf(project.mock.calls[0]?.[0] as KitchenState)).toEqual({ onion: true, rice: true });
  });

  it("does not write the session values again when only the store's status changed", async () => {
    const project = vi.fn();
    const { open } = browser();
    const store = open({ project });
    store.update(tick('Onion'));
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
    store.setDeviceOnly({ ownApiKey: 'sk-test' });
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
    store.update(tick('Rice'));
    await nextTask();
    expect(project).toHaveBeenCalledTimes(2);
  });

  it('does not write the session values when a new tab opens a kitchen, and writes them with its first change', async () => {
    const { open, ids } = browser();
    open().update(week(ids));
    const project = vi.fn();
    const store = open({ project, session: new MemoryArea().tab().storage });
    await nextTask();
    expect(project).not.toHaveBeenCalled();
    store.update(tick('Onion'));
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
  });

  it('writes the session values on opening only when this tab holds an older kitchen’s', async () => {
    const { open, ids } = browser();
    const tab = new MemoryArea();
    const project = vi.fn((state: KitchenState, session: SafeStorage) => {
      session.write(PROJECTION_KEYS.mealPlan, JSON.stringify(ticksOf(state)));
    });
    const planned = open({ project, session: tab.tab().storage });
    planned.update(week(ids));
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
    planned.dispose();
    // The tab is reloaded: its values are the open kitchen's.
    open({ project, session: tab.tab().storage }).dispose();
    await nextTask();
    expect(project).toHaveBeenCalledTimes(1);
    // Another tab changes the kitchen while this one is closed; this one's next load writes them again.
    open().update(tick('Onion'));
    open({ project, session: tab.tab().storage });
    await nextTask();
    expect(project).toHaveBeenCalledTimes(2);
    expect(tab.json(PROJECTION_KEYS.mealPlan)).toEqual({ onion: true });
  });

  it('writes the session values again with the next change when writing them failed', async () => {
    const project = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const { open } = browser();
    const store = open({ project });
    store.update(tick('Onion'));
    await nextTask();
    await Promise.resolve();
    store.setDeviceOnly({ ownApiKey: 'sk-test' });
    await nextTask();
    expect(project).toHaveBeenCalledTimes(2);
    expect(ticksOf(project.mock.calls[1]?.[0] as KitchenState)).toEqual({ onion: true });
  });

  it('reads an older version’s storage in once, and is not ready until then', async () => {
    let finish: () => void = () => undefined;
    const migrateLegacy = vi.fn(
      (store: KitchenStore) =>
        new Promise<void>((resolve) => {
          finish = () => {
            store.replaceAnonymous(setTick(store.getState(), 'Onion', true));
            resolve();
          };
        }),
    );
    const { open } = browser();
    const store = open({ hasLegacy: () => true, migrateLegacy });
    expect(store.getStatus().ready).toBe(false);
    finish();
    await vi.waitFor(() => expect(store.getStatus().ready).toBe(true));
    expect(ticksOf(store.getState())).toEqual({ onion: true });
    open({ hasLegacy: () => true, migrateLegacy });
    expect(migrateLegacy).toHaveBeenCalledTimes(1);
  });

  // A rejection left unhandled here fails the run (Vitest reports it as an error, exit 1).
  it('opens, ready, when the older storage’s reader cannot load, and leaves no rejection behind', async () => {
    const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const project = vi.fn(offline);
    const migrateLegacy = vi.fn(offline);
    const { open } = browser();
    const store = open({ hasLegacy: () => true, migrateLegacy, project });
    await vi.waitFor(() => expect(store.getStatus().ready).toBe(true));
    store.update(tick('Onion'));
    await vi.waitFor(() => expect(project).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ticksOf(store.getState())).toEqual({ onion: true });
  });
});
