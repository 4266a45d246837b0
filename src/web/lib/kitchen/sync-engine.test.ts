import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../domain/dates/iso-date';
import { createWeek } from '../../../domain/kitchen/commands';
import { moveEntry } from '../../../domain/kitchen/plan-commands';
import { setTick } from '../../../domain/kitchen/list-commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { planDays, ticksOf } from '../../../domain/kitchen/views';
import { FakeKitchenServer } from '../../../../tests/support/web/fake-kitchen-server';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { MemoryArea, sequentialIds } from '../../../../tests/support/web/memory-storage';
import { ApiError } from '../api-client';
import { KitchenStore } from './kitchen-store';
import type { ReplacedItem } from './sync-answers';
import { KitchenSyncEngine } from './sync-engine';

const START = '2026-12-01'; // a Tuesday
const COOK = 'ann';

/** A browser of the cook's: its own storage, its own device id, online or not. */
function device(server: FakeKitchenServer, name: string, idsFrom: number) {
  const local = new MemoryArea();
  const session = new MemoryArea();
  const ids = sequentialIds(idsFrom);
  let online = true;
  const replaced: ReplacedItem[] = [];
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
  const open = () => {
    const tab = local.tab();
    const store = new KitchenStore({
      local: tab.storage,
      session: session.tab().storage,
      onExternalChange: tab.onExternalChange,
      newId: ids,
    });
    store.openAccount(COOK);
    const engine = new KitchenSyncEngine({
      store,
      transport: server.transport(() => online),
      deviceId: `device-${name}`,
      onReplaced: (items) => replaced.push(...items),
      timers,
    });
    return { store, engine };
  };
  let current = open();
  return {
    get store() {
      return current.store;
    },
    get engine() {
      return current.engine;
    },
    replaced,
    ids,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    /** The page is loaded again: a new store and engine over the same storage. */
    reload: () => (current = open()),
    update: (recipe: (state: KitchenState) => KitchenState) => current.store.update(recipe),
  };
}

const mainOn = (state: KitchenState, offset: number) => planDays(state)[offset]?.main[0]?.meal.name;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the kitchen sync engine', () => {
  it("sends a cook's changes in the order they were made, and brings the account's to another device", async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    const laptop = device(server, 'laptop', 10_000);
    phone.update((state) => createWeek(state, { startDate: START, selected: [aMeal('a', 'Dal'), aMeal('b', 'Pie')], newId: phone.ids }));
    phone.update((state) => setTick(state, 'Onion', true));
    expect(await phone.engine.sync()).toBe('synced');
    expect(phone.store.getStatus().unsynced).toBe(0);
    expect(server.pushes[0]?.changes.map((change) => change.collection)).toEqual(['state', 'planEntries', 'planEntries', 'shoppingTicks']);

    expect(await laptop.engine.sync()).toBe('synced');
    expect(mainOn(laptop.store.getState(), 0)).toBe('Dal');
    expect(mainOn(laptop.store.getState(), 1)).toBe('Pie');
    expect(ticksOf(laptop.store.getState())).toEqual({ onion: true });
  });

  it('keeps both edits when two devices change different items offline and come back online', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    const laptop = device(server, 'laptop', 10_000);
    phone.update((state) => createWeek(state, { startDate: START, selected: [aMeal('a', 'Dal'), aMeal('b', 'Pie')], newId: phone.ids }));
    await phone.engine.sync();
    await laptop.engine.sync();

    phone.goOffline();
    laptop.goOffline();
    phone.update((state) => setTick(state, 'Onion', true));
    laptop.update((state) => {
      const pie = Object.values(state.planEntries).find((entry) => entry.meal.name === 'Pie');
      const moved = pie ? moveEntry(state, pie.id, { date: addDays(START, 4), slot: 'main' }) : undefined;
      return moved?.ok ? moved.state : state;
    });
    expect(await phone.engine.sync()).toBe('offline');
    expect(await laptop.engine.sync()).toBe('offline');

    phone.goOnline();
    laptop.goOnline();
    await phone.engine.sync();
    await laptop.engine.sync();
    await phone.engine.sync();

    for (const { store } of [phone, laptop]) {
      expect(ticksOf(store.getState())).toEqual({ onion: true });
      expect(mainOn(store.getState(), 4)).toBe('Pie');
      expect(mainOn(store.getState(), 1)).toBeUndefined();
    }
    expect(phone.replaced).toEqual([]);
    expect(laptop.replaced).toEqual([]);
  });

  it('lets the change that reaches the account last win one item, and tells the device whose change was replaced', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    const laptop = device(server, 'laptop', 10_000);
    phone.update((state) => createWeek(state, { startDate: START, selected: [aMeal('a', 'Dal'), aMeal('b', 'Pie')], newId: phone.ids }));
    await phone.engine.sync();
    await laptop.engine.sync();

    const moveDal = (offset: number) => (state: KitchenState) => {
      const dal = Object.values(state.planEntries).find((entry) => entry.meal.name === 'Dal');
      const moved = dal ? moveEntry(state, dal.id, { date: addDays(START, offset), slot: 'main' }) : undefined;
      return moved?.ok ? moved.state : state;
    };
    phone.goOffline();
    phone.update(moveDal(5));
    laptop.update(moveDal(6));
    await laptop.engine.sync();
    phone.goOnline();
    await phone.engine.sync();
    await laptop.engine.sync();

    expect(mainOn(phone.store.getState(), 5)).toBe('Dal');
    expect(mainOn(laptop.store.getState(), 5)).toBe('Dal');
    expect(mainOn(laptop.store.getState(), 6)).toBeUndefined();
    expect(laptop.replaced.map((item) => item.collection)).toEqual(['planEntries']);
    expect(phone.replaced).toEqual([]);
  });

  it('keeps changes made offline across a reload, and replays them when back online', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    phone.goOffline();
    phone.update((state) => setTick(state, 'Onion', true));
    phone.update((state) => setTick(state, 'Rice', true));
    await phone.engine.sync();
    phone.reload();
    expect(phone.store.getStatus().unsynced).toBe(2);
    phone.goOnline();
    expect(await phone.engine.sync()).toBe('synced');
    expect(server.value('shoppingTicks', 'onion')).toEqual({ itemKey: 'onion', ticked: true });
    expect(server.value('shoppingTicks', 'rice')).toEqual({ itemKey: 'rice', ticked: true });
    expect(phone.store.getStatus().unsynced).toBe(0);
  });

  it('applies a change once when it is sent twice (the answer to the first was lost)', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    phone.update((state) => setTick(state, 'Onion', true));
    const [change] = phone.store.syncMeta().queue;
    if (!change) throw new Error('nothing queued');
    server.push({ deviceId: 'device-phone', changes: [change] });
    await phone.engine.sync();
    expect(server.rows.get('shoppingTicks/onion')?.version).toBe(1);
    expect(phone.store.getStatus().unsynced).toBe(0);
  });

  it('takes out only a change the account refuses for good, sending the others', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    const refused = vi.fn();
    const engine = new KitchenSyncEngine({
      store: phone.store,
      transport: server.transport(),
      deviceId: 'device-phone',
      onRefused: refused,
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    });
    phone.update((state) => setTick(state, 'Onion', true));
    phone.update((state) => ({ ...state, week: { startDate: 'not a date', days: 7 } }));
    phone.update((state) => setTick(state, 'Rice', true));
    expect(await engine.sync()).toBe('synced');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
    expect(server.value('shoppingTicks', 'onion')).toBeDefined();
    expect(server.value('shoppingTicks', 'rice')).toBeDefined();
    expect(server.value('state', 'week')).toBeUndefined();
    expect(phone.store.getStatus().unsynced).toBe(0);
  });

  it('stops, keeping the queue, when the session is gone', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    phone.update((state) => setTick(state, 'Onion', true));
    server.signedOut = true;
    expect(await phone.engine.sync()).toBe('signed-out');
    expect(phone.store.getStatus().unsynced).toBe(1);
  });

  it('pulls page after page until the account says it is complete', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    for (const name of ['Onion', 'Rice', 'Milk', 'Eggs', 'Bread']) phone.update((state) => setTick(state, name, true));
    await phone.engine.sync();
    server.pageSize = 2;
    const laptop = device(server, 'laptop', 10_000);
    await laptop.engine.sync();
    expect(Object.keys(ticksOf(laptop.store.getState())).sort()).toEqual(['bread', 'eggs', 'milk', 'onion', 'rice']);
  });

  it('starts again from the whole kitchen when its cursor is behind forgotten deletions, dropping what the account no longer holds', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    const laptop = device(server, 'laptop', 10_000);
    for (const name of ['Onion', 'Rice', 'Milk']) phone.update((state) => setTick(state, name, true));
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(Object.keys(ticksOf(laptop.store.getState())).sort()).toEqual(['milk', 'onion', 'rice']);

    // The phone unticks Rice; the server later forgets that deletion. The laptop ticks Eggs,
    // which the account has not seen yet.
    phone.update((state) => setTick(state, 'Rice', false));
    await phone.engine.sync();
    server.pruneTombstones();
    server.pageSize = 1;
    laptop.update((state) => setTick(state, 'Eggs', true));

    expect(await laptop.engine.sync()).toBe('synced');
    expect(Object.keys(ticksOf(laptop.store.getState())).sort()).toEqual(['eggs', 'milk', 'onion']);
    expect(server.value('shoppingTicks', 'eggs')).toEqual(expect.objectContaining({ ticked: true }));
  });

  it('answers a flush: true once the queue is empty, false when the account cannot be reached', async () => {
    const server = new FakeKitchenServer();
    const phone = device(server, 'phone', 0);
    phone.update((state) => setTick(state, 'Onion', true));
    phone.store.attachSyncer(phone.engine);
    phone.goOffline();
    expect(await phone.store.flush(1_000)).toBe(false);
    phone.goOnline();
    expect(await phone.store.flush(1_000)).toBe(true);
  });
});
