import { describe, expect, it } from 'vitest';
import { shoppingItemSchema } from '../shopping-list/shopping-item';
import { mealPlanSchema } from '../meal-plan/meal-plan';
import { purchaseRecordSchema } from './purchase-record';

describe('purchase record', () => {
  it("gives an extra item quantity '1' and price '0.00' by default", () => {
    expect(purchaseRecordSchema.parse({ name: 'Milk', quantity: '  ' })).toEqual({
      name: 'Milk',
      quantity: '1',
      price: '0.00',
      purchased: false,
    });
  });

  it("rejects a blank name with the spec's words", () => {
    expect(purchaseRecordSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Please enter an item name');
  });

  it('says in words why a name or quantity is too long', () => {
    expect(purchaseRecordSchema.safeParse({ name: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Please use at most 120 characters for the item name',
    );
    expect(purchaseRecordSchema.safeParse({ name: 'Milk', quantity: '9'.repeat(61) }).error?.issues[0]?.message).toBe(
      'Please use at most 60 characters for the quantity',
    );
  });
});

describe('shopping item', () => {
  it("falls back to the 'Other' category and rejects unknown ones", () => {
    expect(shoppingItemSchema.parse({ name: 'saffron' }).category).toBe('Other');
    expect(shoppingItemSchema.safeParse({ name: 'saffron', category: 'Spices' }).success).toBe(false);
  });
});

describe('meal plan', () => {
  it('has the seven days, each empty by default', () => {
    const plan = mealPlanSchema.parse({});
    expect(Object.keys(plan)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(plan.Monday).toEqual({});
  });
});
