import { describe, expect, it } from 'vitest';
import { lineNamesItem, mealUsingItem } from './meal-for-item';

describe('a meal that uses an item', () => {
  it.each([
    [{ name: 'baby spinach' }, { name: 'Spinach' }, true],
    [{ name: 'Boneless chicken thighs, skin on' }, { name: 'chicken thigh' }, true],
    [{ name: 'Spinach' }, { name: 'Baby spinach leaves' }, true],
    [{ name: 'chicken stock' }, { name: 'Chicken thighs' }, false],
    [{ name: 'pineapple' }, { name: 'Apple' }, false],
    [{ name: 'Double cream', ingredientId: 'double-cream' }, { name: 'cream', ingredientId: 'single-cream' }, false],
    [{ name: 'Cream (double)', ingredientId: 'double-cream' }, { name: 'Cream', ingredientId: 'double-cream' }, true],
  ])('line %o names item %o: %s', (line, item, names) => {
    expect(lineNamesItem(line, item)).toBe(names);
  });

  it('picks the first meal, in the order given, whose lines name the item; lines of any stored shape', () => {
    const meals = [
      { id: 'a', name: 'Toast', ingredients: [{ name: 'Bread' }] },
      { id: 'b', name: 'Old favourite', ingredients: ['200 g spinach', '1 onion'] },
      { id: 'c', name: 'Saag paneer', ingredients: [{ name: 'Spinach', ingredientId: 'spinach' }] },
      { id: 'd', name: 'Broken', ingredients: 'spinach' },
    ];
    expect(mealUsingItem({ name: 'Spinach' }, meals)?.id).toBe('b');
    expect(mealUsingItem({ name: 'Spinach', ingredientId: 'spinach' }, meals)?.id).toBe('b');
    expect(mealUsingItem({ name: 'Leeks' }, meals)).toBeUndefined();
  });
});
