import { KITCHEN_QUOTAS } from '../kitchen/limits';
import type { InventoryItem, PantryEvent } from './inventory';

/** The 'bought' event an item's arrival records: its food and value as it came in. */
export function boughtEvent(item: InventoryItem, id: string): PantryEvent {
  return {
    id,
    kind: 'bought',
    date: item.bought,
    itemId: item.id,
    name: item.name,
    ...(item.ingredientId ? { ingredientId: item.ingredientId } : {}),
    quantity: item.quantity,
    valuePence: item.valuePence ?? 0,
  };
}

const oldestFirst = (a: PantryEvent, b: PantryEvent) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Adds events, keeping the history within its quota (the server refuses a kitchen over it): at
 * the quota the oldest events go, about ten years of a busy kitchen, when the waste screen looks at
 * twelve weeks.
 */
export function withEvents(events: Record<string, PantryEvent>, added: readonly PantryEvent[]): Record<string, PantryEvent> {
  const next = { ...events };
  for (const event of added) next[event.id] = event;
  const all = Object.values(next);
  const over = all.length - KITCHEN_QUOTAS.pantryEvents;
  if (over <= 0) return next;
  for (const event of all.sort(oldestFirst).slice(0, over)) delete next[event.id];
  return next;
}
