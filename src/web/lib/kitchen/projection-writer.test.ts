import { describe, expect, it } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { setPantryAnswer } from '../../../domain/kitchen/list-commands';
import { emptyKitchen } from '../../../domain/kitchen/kitchen-state';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { MemoryArea, sequentialIds } from '../../../../tests/support/web/memory-storage';
import { writeProjections } from './projection-writer';

const rice = [{ name: 'Rice', quantity: { amount: 500, unit: 'g' as const } }];
const planned = createWeek(emptyKitchen(), {
  startDate: '2026-11-30',
  selected: [aMeal('a', 'Pilaf', { ingredients: rice }), aMeal('b', 'Rice pudding', { ingredients: rice })],
  newId: sequentialIds(),
});
const listIn = (session: MemoryArea) => session.json<{ name: string; quantity: string }[]>('shoppingList');

describe("the spec's session values", () => {
  it('hold the plan and its shopping list, less what the pantry check says the cook owns', async () => {
    const session = new MemoryArea();
    await writeProjections(planned, session.tab().storage);
    expect(Object.keys(session.json<object>('mealPlan') ?? {})).toEqual(['Monday', 'Tuesday']);
    expect(listIn(session)).toEqual([expect.objectContaining({ name: 'Rice', quantity: '1 kg' })]);
    await writeProjections(setPantryAnswer(planned, 'Rice', { amount: '200 g' }), session.tab().storage);
    expect(listIn(session)).toEqual([expect.objectContaining({ name: 'Rice', quantity: '800 g' })]);
  });

  it('are never written over by an earlier kitchen whose write waited for the parser', async () => {
    const session = new MemoryArea();
    const storage = session.tab().storage;
    const earlier = writeProjections(setPantryAnswer(planned, 'Rice', { amount: '200 g' }), storage);
    const later = writeProjections(planned, storage);
    await Promise.all([earlier, later]);
    expect(listIn(session)).toEqual([expect.objectContaining({ name: 'Rice', quantity: '1 kg' })]);
    await writeProjections(emptyKitchen(), storage);
    expect(session.items.has('mealPlan')).toBe(false);
  });
});
