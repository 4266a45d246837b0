import * as z from 'zod/mini';
import { isCalendarDate } from './dates';
import { KITCHEN_ITEM_SCHEMAS, KITCHEN_STATE_SCHEMAS } from './items';
import { MAX_ITEM_VALUE_BYTES } from './limits';
import { KITCHEN_STATE_KEYS, type KitchenChange, type KitchenCollection, type KitchenStateKey } from './sync';

type ItemCollection = Exclude<KitchenCollection, 'state'>;

/** An item's value after its collection's schema: defaults filled, unknown keys dropped. */
export type KitchenValue =
  | { [K in KitchenStateKey]: { collection: 'state'; id: K; value: z.output<(typeof KITCHEN_STATE_SCHEMAS)[K]> } }[KitchenStateKey]
  | { [C in ItemCollection]: { collection: C; id: string; value: z.output<(typeof KITCHEN_ITEM_SCHEMAS)[C]> } }[ItemCollection];

/** A change whose value met its schema: what the server stores. */
export type CheckedChange = Omit<KitchenChange, 'value' | 'op'> & ({ op: 'put'; put: KitchenValue } | { op: 'delete'; put?: undefined });

export type ChangeProblem = { path: (string | number)[]; message: string };
export type CheckResult = { ok: true; change: CheckedChange } | { ok: false; problem: ChangeProblem };

const STATE_KEYS: readonly string[] = KITCHEN_STATE_KEYS;
const isStateKey = (id: string): id is KitchenStateKey => STATE_KEYS.includes(id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The field of an item's value that must equal the item's id, so one thing never has two ids. */
const ID_FIELD = {
  planEntries: 'id',
  purchases: 'id',
  pantryAnswers: 'itemKey',
  shoppingTicks: 'itemKey',
  inventory: 'id',
  pantryEvents: 'id',
} as const satisfies Record<ItemCollection, string>;

/** UTF-8 length without allocating the bytes. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function checkIdShape(collection: KitchenCollection, id: string): ChangeProblem | undefined {
  switch (collection) {
    case 'state':
      return isStateKey(id) ? undefined : { path: ['id'], message: `A kitchen setting is one of ${KITCHEN_STATE_KEYS.join(', ')}` };
    case 'planEntries':
    case 'purchases':
    case 'inventory':
    case 'pantryEvents':
      return UUID.test(id) ? undefined : { path: ['id'], message: 'This item’s id must be a UUID' };
    case 'pantryAnswers':
    case 'shoppingTicks':
      return undefined;
  }
}

/**
 * An item's value through its collection's schema, its id checked against the value's own id.
 * Used for changes a device sends and for items the server makes (the old plan document).
 */
export function parseKitchenValue(
  collection: KitchenCollection,
  id: string,
  value: unknown,
): { ok: true; put: KitchenValue } | { ok: false; problem: ChangeProblem } {
  const idProblem = checkIdShape(collection, id);
  if (idProblem) return { ok: false, problem: idProblem };
  const schema: z.core.$ZodType = collection === 'state' ? KITCHEN_STATE_SCHEMAS[id as KitchenStateKey] : KITCHEN_ITEM_SCHEMAS[collection];
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const [issue] = result.error.issues;
    return {
      ok: false,
      problem: {
        path: ['value', ...(issue?.path ?? []).map((part) => (typeof part === 'symbol' ? String(part) : part))],
        message: issue?.message ?? 'Invalid value',
      },
    };
  }
  // The server keeps an entry's date in a date column, which refuses a day that does not exist.
  if (collection === 'planEntries' && !isCalendarDate((result.data as { date: string }).date)) {
    return { ok: false, problem: { path: ['value', 'date'], message: 'Use a date like 2026-11-30' } };
  }
  if (collection !== 'state') {
    const field = ID_FIELD[collection];
    const own = (result.data as Record<string, unknown>)[field];
    if (own !== id) return { ok: false, problem: { path: ['value', field], message: `must equal the item's id (${id})` } };
  }
  return { ok: true, put: { collection, id, value: result.data } as KitchenValue };
}

/**
 * Checks one change against its collection's schema (the same schemas the page uses, so a change
 * to a value's shape reaches both). Pure: the server refuses the whole batch on the first problem.
 */
export function checkKitchenChange(change: KitchenChange): CheckResult {
  const { value, op, ...rest } = change;
  const idProblem = checkIdShape(change.collection, change.id);
  if (idProblem) return { ok: false, problem: idProblem };
  if (op === 'delete') return { ok: true, change: { ...rest, op } };
  if (value === undefined) return { ok: false, problem: { path: ['value'], message: 'A put needs the item’s value' } };
  const parsed = parseKitchenValue(change.collection, change.id, value);
  if (!parsed.ok) return parsed;
  const limit = MAX_ITEM_VALUE_BYTES[change.collection];
  const bytes = utf8Length(JSON.stringify(parsed.put.value));
  if (bytes > limit) {
    return { ok: false, problem: { path: ['value'], message: `is ${formatBytes(bytes)}; an item may hold at most ${formatBytes(limit)}` } };
  }
  return { ok: true, change: { ...rest, op, put: parsed.put } };
}

function formatBytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1_000)} KB`;
}

const STATE_LABELS: Record<KitchenStateKey, string> = {
  preferences: 'your preferences',
  defaultPreferences: 'your default preferences',
  selection: 'your meal selection',
  week: 'your week',
  dismissedMeals: 'your list of meals not to recommend',
};

/** How a cook would name an item: for messages about a change. */
export function describeKitchenItem(collection: KitchenCollection, id: string): string {
  switch (collection) {
    case 'state':
      return isStateKey(id) ? STATE_LABELS[id] : 'a kitchen setting';
    case 'planEntries':
      return 'a meal on your plan';
    case 'pantryAnswers':
      return `the pantry answer for ${id}`;
    case 'purchases':
      return 'a purchase';
    case 'shoppingTicks':
      return `the shopping-list tick for ${id}`;
    case 'inventory':
      return 'an item in your pantry';
    case 'pantryEvents':
      return 'a record of food used or thrown away';
  }
}
