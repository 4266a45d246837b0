import { describe, expect, it } from 'vitest';
import { entryOf, idsFrom, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import { KITCHEN_QUOTAS } from '../kitchen/limits';
import { cookEntry } from './cooking';
import type { PantryEvent } from './inventory';
import { withEvents } from './pantry-events';

const event = (index: number, date: string): PantryEvent => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  kind: 'used',
  date,
  name: 'Rice',
  valuePence: 10,
});

/** A history exactly at its quota, the oldest event first (2020-01-01). */
function fullHistory(): Record<string, PantryEvent> {
  const events: Record<string, PantryEvent> = {};
  for (let index = 0; index < KITCHEN_QUOTAS.pantryEvents; index += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(index / 10) * 86_400_000).toISOString().slice(0, 10);
    const added = event(index, day);
    events[added.id] = added;
  }
  return events;
}

describe('the pantry history stays within its quota', () => {
  it('adds events as they are while there is room', () => {
    const first = event(1, '2026-11-30');
    const second = event(2, '2026-12-01');
    expect(withEvents({ [first.id]: first }, [second])).toEqual({ [first.id]: first, [second.id]: second });
  });

  it('at the quota, lets the oldest events go for the new ones', () => {
    const history = fullHistory();
    const newest = [event(900_001, '2026-12-01'), event(900_002, '2026-12-01')];
    const next = withEvents(history, newest);
    expect(Object.keys(next)).toHaveLength(KITCHEN_QUOTAS.pantryEvents);
    expect(next[newest[0]!.id]).toEqual(newest[0]);
    expect(next[newest[1]!.id]).toEqual(newest[1]);
    expect(next[event(0, '2020-01-01').id]).toBeUndefined();
    expect(next[event(1, '2020-01-01').id]).toBeUndefined();
    expect(next[event(2, '2020-01-01').id]).toBeDefined();
  });

  it('cooking in a kitchen whose history is full keeps it at the quota (the server would refuse more)', () => {
    const state = withStock(
      weekOf(),
      stock('Beef mince', { amount: 500, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-03', valuePence: 450 }),
    );
    const full = { ...state, pantryEvents: fullHistory() };
    const { state: after } = cookEntry(full, entryOf(full, 'chilli').id, { today: '2026-12-01', newId: idsFrom(100) });
    expect(Object.keys(after.pantryEvents)).toHaveLength(KITCHEN_QUOTAS.pantryEvents);
    expect(Object.values(after.pantryEvents).filter((kept) => kept.date === '2026-12-01')).not.toEqual([]);
  });
});
