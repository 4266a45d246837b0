import { randomUUID } from 'node:crypto';
import { mealSchema } from '../../src/domain/meal';
import {
  kitchenPullSchema,
  kitchenPushResultSchema,
  type KitchenChange,
  type KitchenCollection,
  type KitchenItem,
  type KitchenPull,
  type KitchenPushResult,
} from '../../src/domain/kitchen';
import type { InventoryItem, PantryEvent } from '../../src/domain/pantry';
import type { TestClient } from './accounts';
import type { ErrorBody } from './http-client';

/** A device of a cook: its client (session) and its id, as the page keeps one per browser profile. */
export type Device = { client: TestClient; deviceId: string };

export const device = (client: TestClient, name: string): Device => ({ client, deviceId: `device-${name}` });

/** One change as a device makes it: a fresh changeId, made now, base version 0 unless told. */
export function change(
  collection: KitchenCollection,
  id: string,
  value: unknown,
  options: { baseVersion?: number; changeId?: string; op?: 'put' | 'delete' } = {},
): KitchenChange {
  const op = options.op ?? (value === undefined ? 'delete' : 'put');
  return {
    changeId: options.changeId ?? randomUUID(),
    collection,
    id,
    op,
    ...(value === undefined ? {} : { value }),
    baseVersion: options.baseVersion ?? 0,
    madeAt: new Date().toISOString(),
  };
}

export const remove = (collection: KitchenCollection, id: string, baseVersion = 0) => change(collection, id, undefined, { baseVersion });

export const meal = (name: string, id = name.toLowerCase().replace(/\W+/g, '-')) =>
  mealSchema.parse({ id, name, description: 'Tasty.', ingredients: [{ name: 'Onion', quantity: '1' }] });

export function planEntry(name: string, date = '2026-11-30', slot: 'main' | 'breakfast' = 'main', id: string = randomUUID()) {
  return { id, date, slot, meal: meal(name) };
}

export const putEntry = (entry: ReturnType<typeof planEntry>, baseVersion = 0) => change('planEntries', entry.id, entry, { baseVersion });
export const putTick = (itemKey: string, ticked = true, baseVersion = 0) =>
  change('shoppingTicks', itemKey, { itemKey, ticked }, { baseVersion });
export const putPantry = (itemKey: string, owned = true, baseVersion = 0) =>
  change('pantryAnswers', itemKey, { itemKey, owned }, { baseVersion });
export function putPurchase(name: string, id: string = randomUUID()) {
  return change('purchases', id, { id, name, quantity: '1', price: '1.20', purchased: true });
}

/** An inventory item (issue #16): 1 item in the fridge bought on `bought`, dated `date` when given. */
export function inventoryItem(name: string, fields: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: randomUUID(),
    name,
    quantity: { amount: 1, unit: 'item' },
    place: 'fridge',
    bought: '2026-11-20',
    dateKind: 'use-by',
    ...fields,
  };
}
export const putInventory = (item: InventoryItem, baseVersion = 0) => change('inventory', item.id, item, { baseVersion });

/** A pantry event: food bought, used or thrown away, with its value. */
export function pantryEvent(kind: PantryEvent['kind'], name: string, fields: Partial<PantryEvent> = {}): PantryEvent {
  return { id: randomUUID(), kind, date: '2026-11-20', name, valuePence: 100, ...fields };
}
export const putPantryEvent = (event: PantryEvent) => change('pantryEvents', event.id, event);

export async function pushRaw(device: Device, changes: unknown[]): Promise<Response> {
  return device.client.request('/api/kitchen/changes', { json: { deviceId: device.deviceId, changes } });
}

/** Pushes and expects it applied; the answer checked against the contract. */
export async function push(device: Device, changes: KitchenChange[]): Promise<KitchenPushResult> {
  const response = await pushRaw(device, changes);
  if (response.status !== 200) throw new Error(`push answered ${response.status}: ${await response.text()}`);
  return kitchenPushResultSchema.parse(await response.json());
}

export async function pushError(device: Device, changes: unknown[]): Promise<{ status: number; body: ErrorBody }> {
  const response = await pushRaw(device, changes);
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

export async function pull(device: Device, since?: string): Promise<KitchenPull> {
  const response = await device.client.request(since === undefined ? '/api/kitchen' : `/api/kitchen?since=${since}`);
  if (response.status !== 200) throw new Error(`pull answered ${response.status}: ${await response.text()}`);
  return kitchenPullSchema.parse(await response.json());
}

/** Pulls page after page until complete, as the page's sync engine does. */
export async function pullAll(device: Device, since?: string): Promise<{ items: KitchenItem[]; cursor: string; pages: number }> {
  const items: KitchenItem[] = [];
  let cursor = since;
  for (let pages = 1; ; pages += 1) {
    const page = await pull(device, cursor);
    items.push(...page.items);
    cursor = page.cursor;
    if (page.complete) return { items, cursor, pages };
  }
}

/** The kitchen as a device that pulled everything holds it: live items by collection and id. */
export async function holdings(device: Device): Promise<Map<string, KitchenItem>> {
  const { items } = await pullAll(device);
  return new Map(items.map((item) => [`${item.collection}/${item.id}`, item]));
}
