import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../pantry/inventory';
import { plannerInventory } from './planner-inventory';
import { suggestRequestSchema } from './suggest-schema';

let next = 0;
const item = (extra: Partial<InventoryItem>): InventoryItem => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name: 'food',
  quantity: { amount: 100, unit: 'g' },
  place: 'fridge',
  bought: '2026-12-01',
  dateKind: 'use-by',
  ...extra,
});

describe('the pantry as "Complete my week" sends it', () => {
  const start = '2026-12-07';

  it('sends food known by ingredient in g, ml or pieces with its date, soonest first, and the route accepts it', () => {
    const lines = plannerInventory(
      [
        item({
          ingredientId: 'red-lentils',
          quantity: { amount: 500, unit: 'g' },
          place: 'cupboard',
          date: '2027-06-01',
          dateKind: 'best-before',
        }),
        item({ ingredientId: 'spinach', quantity: { amount: 150, unit: 'g' }, date: '2026-12-08' }),
        item({ ingredientId: 'olive-oil', quantity: { amount: 2, unit: 'tbsp' }, place: 'cupboard' }),
        item({ ingredientId: 'egg', quantity: { amount: 4, unit: 'item' }, date: '2026-12-12' }),
      ],
      start,
    );
    expect(lines).toEqual([
      { ingredient: 'spinach', amount: 150, unit: 'g', useBy: '2026-12-08' },
      { ingredient: 'egg', amount: 4, unit: 'item', useBy: '2026-12-12' },
      { ingredient: 'red-lentils', amount: 500, unit: 'g', useBy: '2027-06-01' },
      { ingredient: 'olive-oil', amount: 30, unit: 'ml' },
    ]);
    expect(suggestRequestSchema.parse({ inventory: lines }).inventory).toEqual(lines);
  });

  it('leaves out leftover portions, food Larder does not know, amounts it cannot measure and food already past its date', () => {
    const lines = plannerInventory(
      [
        item({
          name: 'dal',
          leftover: { mealId: 'tarka-dal-with-basmati', portions: 2, freezes: true },
          quantity: { amount: 2, unit: 'item' },
        }),
        item({ name: 'mystery jar' }),
        item({ ingredientId: 'garlic', quantity: { amount: 3, unit: 'clove' } }),
        item({ ingredientId: 'milk', quantity: { amount: 500, unit: 'ml' }, date: '2026-12-06' }),
        item({ ingredientId: 'chicken-breast', quantity: { amount: 0, unit: 'g' } }),
      ],
      start,
    );
    expect(lines).toEqual([]);
  });

  it('lets undated food in the freezer keep past the plan', () => {
    expect(plannerInventory([item({ ingredientId: 'chicken-breast', place: 'freezer', frozen: '2026-12-01' })], start)).toEqual([
      { ingredient: 'chicken-breast', amount: 100, unit: 'g', useBy: '2026-12-21' },
    ]);
  });
});
