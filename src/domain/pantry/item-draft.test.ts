import { describe, expect, it } from 'vitest';
import type { IngredientOption } from '../recipes/ingredient-search';
import { newItem, pickIngredient, previewItem, shownFields, startDraft } from './item-draft';

const TODAY = '2026-12-07';

const milk: IngredientOption = {
  id: 'milk',
  name: 'Milk',
  category: 'Dairy',
  pack: '1 pint',
  packSize: 568,
  unit: 'ml',
  storageLife: { days: 7, place: 'fridge', kind: 'use-by', openedDays: 3 },
  pencePerUnit: 0.15,
};

describe('the pantry item form', () => {
  it('starts a new item bought today, in the fridge, with no date or cost of its own', () => {
    expect(startDraft(undefined, TODAY)).toMatchObject({ bought: TODAY, place: 'fridge', dateTyped: false, valueTyped: false });
  });

  it('takes a picked ingredient’s place, unit and pack for a new item, and keeps the cook’s for a correction', () => {
    const draft = { ...startDraft(undefined, TODAY), place: 'cupboard' as const };
    expect(pickIngredient(draft, milk, false)).toMatchObject({ name: 'Milk', place: 'fridge', unit: 'ml', amount: '568' });
    expect(pickIngredient(draft, milk, true)).toMatchObject({ name: 'Milk', place: 'cupboard', unit: 'item', amount: '' });
  });

  it('proposes the date from how the ingredient keeps until the cook types their own', () => {
    const draft = pickIngredient(startDraft(undefined, TODAY), milk, false);
    expect(shownFields(draft, previewItem(draft, undefined, TODAY))).toMatchObject({ date: '2026-12-14', dateKind: 'use-by' });
    const own = { ...draft, date: '2026-12-10', dateKind: 'best-before' as const, dateTyped: true };
    expect(shownFields(own, previewItem(own, undefined, TODAY))).toMatchObject({ date: '2026-12-10', dateKind: 'best-before' });
  });

  it('asks for the cook’s own cost in pence, and no proposed price once they cleared it', () => {
    const draft = pickIngredient(startDraft(undefined, TODAY), milk, false);
    expect(newItem({ ...draft, value: '1.20', valueTyped: true }, TODAY)).toMatchObject({ valuePence: 120 });
    expect(newItem({ ...draft, value: '', valueTyped: true }, TODAY).price).toBeUndefined();
  });
});
