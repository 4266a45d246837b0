import { describe, expect, it } from 'vitest';
import { MAX_REPAIR_MEALS, type FavoriteMeal } from '../../../../domain/favorites';
import { BODY_LIMITS } from '../../../../domain/limits';
import { repairBatches } from './favorites-count';

const meal = (id: number, size = 0): FavoriteMeal => ({ id: `m${id}`, name: `Meal ${id}`, notes: 'x'.repeat(size) });
const bytesOf = (meals: FavoriteMeal[]) => new TextEncoder().encode(JSON.stringify({ meals })).length;

describe('repairBatches', () => {
  it('sends at most MAX_REPAIR_MEALS meals a request', () => {
    const batches = repairBatches(Array.from({ length: 450 }, (_, i) => meal(i)));
    expect(batches.map((batch) => batch.length)).toEqual([MAX_REPAIR_MEALS, MAX_REPAIR_MEALS, 50]);
  });

  it('keeps every request within the server’s body limit, meals and order kept', () => {
    const meals = Array.from({ length: 100 }, (_, i) => meal(i, 250_000));
    const batches = repairBatches(meals);
    for (const batch of batches) expect(bytesOf(batch)).toBeLessThanOrEqual(BODY_LIMITS.repair);
    expect(batches.flat()).toEqual(meals);
    expect(batches.length).toBeGreaterThan(2);
  });
});
