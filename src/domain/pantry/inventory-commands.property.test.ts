import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date';
import { emptyKitchen, type KitchenState } from '../kitchen/kitchen-state';
import type { Amount } from '../units/ingredient-line';
import { baseAmount } from '../units/merge-quantities';
import { inventoryItemSchema, pantryEventSchema, STORAGE_PLACES, type StorageLife } from './inventory';
import {
  eventsOfItem,
  moveInventoryItem,
  openInventoryItem,
  removeInventoryItem,
  takeOutOfInventory,
  type ItemPart,
} from './inventory-commands';
import { addInventoryItem, editInventoryItem, type NewInventoryItem } from './inventory-input';

/*
 * Property tests over any sequence of what a cook does on the pantry screen: quantities never go
 * negative, what left the kitchen and what is still in it always add up to what came in (amount
 * and value), and a refused command changes nothing.
 */

const LIVES: (StorageLife | undefined)[] = [
  undefined,
  { days: 3, place: 'fridge', kind: 'use-by', freezerDays: 270 },
  { days: 365, place: 'cupboard', kind: 'best-before', openedDays: 4, freezerDays: 90 },
  { days: 5, place: 'fridge', kind: 'use-by' },
  { days: 180, place: 'freezer', kind: 'best-before' },
];
const START = '2026-11-20';

const amountArb: fc.Arbitrary<Amount> = fc.oneof(
  fc.record({ amount: fc.double({ min: 0.5, max: 5000, noNaN: true }), unit: fc.constantFrom('g' as const, 'ml' as const) }),
  fc.record({
    amount: fc.integer({ min: 1, max: 40 }),
    unit: fc.constantFrom('tbsp' as const, 'item' as const, 'jar' as const, 'clove' as const),
  }),
);

const newItemArb: fc.Arbitrary<NewInventoryItem> = fc
  .record({
    name: fc.constantFrom('milk', 'chicken', 'passata', 'Chilli', 'peas'),
    quantity: amountArb,
    place: fc.constantFrom(...STORAGE_PLACES),
    boughtOffset: fc.integer({ min: 0, max: 5 }),
    life: fc.constantFrom(...LIVES),
    valuePence: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    leftover: fc.option(fc.record({ portions: fc.integer({ min: 1, max: 6 }), freezes: fc.boolean() }), { nil: undefined }),
  })
  .map(({ name, quantity, place, boughtOffset, life, valuePence, leftover }) => ({
    name,
    quantity: leftover ? { amount: leftover.portions, unit: 'item' } : quantity,
    place,
    bought: addDays(START, boughtOffset),
    ...(life ? { storageLife: life } : {}),
    ...(valuePence !== undefined ? { valuePence } : {}),
    ...(leftover ? { leftover: { mealId: 'chilli', ...leftover } } : {}),
  }));

const partArb: fc.Arbitrary<ItemPart> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.double({ min: 0, max: 1, noNaN: true }).map((share) => ({ kind: 'share' as const, share })),
  fc.double({ min: 0, max: 6000, noNaN: true }).map((amount) => ({ kind: 'amount' as const, amount })),
);

type Op =
  | { op: 'take'; target: number; kind: 'used' | 'thrown'; part: ItemPart }
  | { op: 'move'; target: number; place: (typeof STORAGE_PLACES)[number] }
  | { op: 'open'; target: number }
  | { op: 'edit'; target: number; name: string; place: (typeof STORAGE_PLACES)[number]; date: string | null | undefined }
  | { op: 'remove'; target: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('take' as const),
      target: fc.nat(),
      kind: fc.constantFrom('used' as const, 'thrown' as const),
      part: partArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('move' as const), target: fc.nat(), place: fc.constantFrom(...STORAGE_PLACES) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('open' as const), target: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      target: fc.nat(),
      name: fc.constantFrom('milk', 'oat milk'),
      place: fc.constantFrom(...STORAGE_PLACES),
      date: fc.constantFrom(undefined, null, '2026-12-24'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), target: fc.nat() }) },
);

/** An amount in base units, or counted in its own unit when it has none (2 jars). */
const measure = (quantity: Amount | undefined) => (quantity ? (baseAmount(quantity)?.value ?? quantity.amount) : 0);

function idMaker() {
  let next = 1;
  return () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
}

describe('the inventory under any sequence of commands', () => {
  it('never goes negative, never counts food twice, and refused commands change nothing', () => {
    fc.assert(
      fc.property(fc.array(newItemArb, { minLength: 1, maxLength: 4 }), fc.array(opArb, { maxLength: 25 }), (items, ops) => {
        const newId = idMaker();
        let state: KitchenState = emptyKitchen();
        const added: string[] = [];
        const removedBeforeUse = new Set<string>();
        const removed = new Set<string>();
        for (const input of items) {
          const result = addInventoryItem(state, input, { newId });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          state = result.state;
          added.push(result.item.id);
        }
        ops.forEach((op, step) => {
          const id = added[op.target % added.length] ?? '';
          const today = addDays(START, 6 + step);
          const before = state;
          const eventsBefore = Object.keys(state.pantryEvents).length;
          switch (op.op) {
            case 'take': {
              const result = takeOutOfInventory(state, id, { kind: op.kind, part: op.part, today, newId });
              if (result.ok) {
                state = result.state;
                expect(Object.keys(state.pantryEvents).length).toBe(eventsBefore + 1);
                expect(result.event.quantity?.amount).toBeGreaterThan(0);
              } else expect(state).toBe(before);
              break;
            }
            case 'move': {
              const result = moveInventoryItem(state, id, op.place, { today });
              if (result.ok) state = result.state;
              break;
            }
            case 'open': {
              const result = openInventoryItem(state, id, { today });
              if (result.ok) state = result.state;
              break;
            }
            case 'edit': {
              const result = editInventoryItem(state, id, {
                name: op.name,
                place: op.place,
                ...(op.date !== undefined ? { date: op.date } : {}),
              });
              if (result.ok) state = result.state;
              break;
            }
            case 'remove': {
              if (state.inventory[id] && !eventsOfItem(state, id).some((event) => event.kind !== 'bought')) removedBeforeUse.add(id);
              if (state.inventory[id]) removed.add(id);
              state = removeInventoryItem(state, id);
              break;
            }
          }
          if (op.op !== 'take' && op.op !== 'remove') expect(Object.keys(state.pantryEvents).length).toBe(eventsBefore);
        });

        for (const item of Object.values(state.inventory)) {
          expect(inventoryItemSchema.parse(item)).toEqual(item);
          expect(item.quantity.amount).toBeGreaterThan(0);
          if (item.leftover) expect(item.leftover.portions).toBe(item.quantity.amount);
        }
        for (const event of Object.values(state.pantryEvents)) expect(pantryEventSchema.parse(event)).toEqual(event);

        for (const id of added) {
          const events = eventsOfItem(state, id);
          if (removedBeforeUse.has(id)) {
            expect(events).toEqual([]);
            continue;
          }
          const item = state.inventory[id];
          const bought = events.filter((event) => event.kind === 'bought');
          const left = events.filter((event) => event.kind !== 'bought');
          if (bought.length === 0) continue; // leftovers: no purchase of their own
          expect(bought).toHaveLength(1);
          const [came] = bought;
          if (!came) continue;
          // Value: what came in = what is still here + what left, to the penny.
          const leftValue = left.reduce((sum, event) => sum + event.valuePence, 0);
          const tolerance = 0.02 * (left.length + 1);
          if (removed.has(id)) {
            // Removed after some of it left: what left never exceeds what came in.
            expect(leftValue).toBeLessThanOrEqual(came.valuePence);
            expect(left.reduce((sum, event) => sum + measure(event.quantity), 0)).toBeLessThanOrEqual(measure(came.quantity) + tolerance);
            continue;
          }
          expect(came.valuePence).toBe((item?.valuePence ?? 0) + leftValue);
          // Amount: what came in = what is still here + what left (to rounding of three decimals a step).
          const leftAmount = left.reduce((sum, event) => sum + measure(event.quantity), 0);
          const here = measure(item?.quantity);
          expect(here).toBeGreaterThanOrEqual(0);
          expect(Math.abs(measure(came.quantity) - here - leftAmount)).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 300 },
    );
  });
});
