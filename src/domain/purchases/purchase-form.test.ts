import { describe, expect, it } from 'vitest';
import { emptyKitchen } from '../kitchen/kitchen-state';
import { recordPurchases } from '../kitchen/list-commands';
import type { ShoppingListItem } from '../shopping-list';
import { proposedExpiry, recordedPurchases } from './purchase-form';
import { purchaseRecordSchema } from './purchase-record';

const TODAY = '2026-12-07';
const item = (name: string, extra: Partial<ShoppingListItem> = {}): ShoppingListItem => ({
  key: name.toLowerCase(),
  name,
  quantity: '1',
  category: 'Other',
  ...extra,
});

describe('the purchase form', () => {
  it('proposes the expiry from how the food keeps, else from its shelf life, else none', () => {
    expect(proposedExpiry(item('Milk', { storageLife: { days: 7, place: 'fridge', kind: 'use-by' } }), TODAY)).toBe('2026-12-14');
    expect(proposedExpiry(item('Rice', { shelfLifeDays: 3 }), TODAY)).toBe('2026-12-10');
    expect(proposedExpiry(item('Salt'), TODAY)).toBe('');
  });

  it('starts from what was recorded: the list’s items ticked with their dates, the rest as extra items', () => {
    let id = 0;
    const state = recordPurchases(
      emptyKitchen(),
      [
        purchaseRecordSchema.parse({ name: 'milk', purchased: true, actualExpiryDate: '2026-12-12' }),
        purchaseRecordSchema.parse({ name: 'Biscuits', purchased: true }),
      ],
      () => `id-${++id}`,
    );
    const { rows, extras } = recordedPurchases(state, [item('Milk'), item('Eggs')]);
    expect(rows).toEqual({
      milk: { purchased: true, expiry: '2026-12-12', missing: false },
      eggs: { purchased: false, expiry: '', missing: false },
    });
    expect(extras.map((extra) => extra.name)).toEqual(['Biscuits']);
  });
});
