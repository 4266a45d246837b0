import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { parseAmount } from '../units/parse-ingredient-line';
import type { Amount } from '../units/ingredient-line';
import { buildShoppingList, groupByCategory, listTotal, safeCsvCell, searchItems, shoppingCsvRows } from './build-shopping-list';
import { categoriseByKeyword } from './categorise';

const meal = (id: string, ingredients: Meal['ingredients']): Meal => mealSchema.parse({ id, name: id, description: '', ingredients });
/** An amount as a cook writes it, read by the one parser. */
const q = (text: string): Amount => {
  const read = parseAmount(text);
  if (!read) throw new Error(`no amount in ${text}`);
  return read;
};

describe('buildShoppingList', () => {
  it('merges by lower-cased name and adds quantities that convert', () => {
    const items = buildShoppingList([
      meal('a', [
        { name: 'Beef mince', quantity: q('200 g'), pricePence: 160 },
        { name: 'onion', quantity: q('1 onion') },
      ]),
      meal('b', [
        { name: 'beef mince', quantity: q('0.3 kg'), pricePence: 240 },
        { name: 'Onion', quantity: q('2 onions') },
        { name: 'milk', quantity: q('250 ml') },
      ]),
      meal('c', [
        { name: 'milk', quantity: q('1 l') },
        { name: 'pesto', quantity: q('2 tbsp') },
        { name: 'pesto', quantity: q('1 jar') },
      ]),
    ]);
    const byName = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byName['beef mince']).toMatchObject({ quantity: '500 g', pricePence: 400, category: 'Meat & Seafood' });
    expect(byName.onion?.quantity).toBe('3');
    expect(byName.milk?.quantity).toBe('1.25 l');
    expect(byName.pesto?.quantity).toBe('2 tbsp, 1 jar');
  });

  it('leaves out what the pantry check ticked, or buys only the difference', () => {
    const meals = [
      meal('a', [
        { name: 'beef mince', quantity: q('750 g'), amount: 750, unit: 'g', pricePence: 600 },
        { name: 'rice', quantity: q('200 g') },
      ]),
    ];
    const items = buildShoppingList(meals, { rice: { owned: true }, 'beef mince': { owned: true, amount: '500 g' } });
    expect(items.map((item) => item.key)).toEqual(['beef mince']);
    expect(items[0]).toMatchObject({ quantity: '250 g', pricePence: 200, owned: '500 g' });
    expect(buildShoppingList(meals, { 'beef mince': { owned: true, amount: '1 kg' } }).map((i) => i.key)).toEqual(['rice']);
  });

  it('suggests UK packs and the leftover', () => {
    const [tomatoes] = buildShoppingList([
      meal('a', [
        { name: 'tinned chopped tomatoes', quantity: q('300 g'), amount: 300, unit: 'g', pack: { size: 400, label: '400 g tin' } },
      ]),
      meal('b', [
        { name: 'tinned chopped tomatoes', quantity: q('200 g'), amount: 200, unit: 'g', pack: { size: 400, label: '400 g tin' } },
      ]),
    ]);
    expect(tomatoes?.pack).toEqual({ packs: 2, label: '400 g tin', leftover: '300 g' });
    const [eggs] = buildShoppingList([
      meal('a', [{ name: 'egg', quantity: q('6'), amount: 6, unit: 'item', pack: { size: 6, label: '6 eggs' } }]),
    ]);
    expect(eggs?.pack).toEqual({ packs: 1, label: '6 eggs', leftover: '' });
  });

  it('uses the meal data category first, the keyword rule for the rest', () => {
    const items = buildShoppingList([
      meal('a', [
        { name: 'paneer', quantity: q('200 g'), category: 'Dairy' },
        { name: 'dragon fruit', quantity: q('1') },
        { name: 'frozen peas', quantity: q('100 g') },
      ]),
    ]);
    expect(Object.fromEntries(items.map((item) => [item.key, item.category]))).toEqual({
      paneer: 'Dairy',
      'dragon fruit': 'Produce',
      'frozen peas': 'Frozen',
    });
  });

  it('keeps every ingredient name once, whatever the meals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('Onion', 'onion', 'rice', 'Rice ', 'milk', 'eggs'), { maxLength: 6 }), { maxLength: 5 }),
        (names) => {
          const meals = names.map((list, i) =>
            meal(
              `m${i}`,
              list.map((name) => ({ name, quantity: q('1') })),
            ),
          );
          const keys = buildShoppingList(meals).map((item) => item.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(new Set(keys)).toEqual(new Set(names.flat().map((name) => name.trim().toLowerCase())));
        },
      ),
    );
  });
});

describe('categories, search, totals and CSV', () => {
  it.each([
    ['eggs', 'Dairy'],
    ['salmon fillet', 'Meat & Seafood'],
    ['sourdough bread', 'Bakery'],
    ['basmati rice', 'Pantry'],
    ['unobtainium', 'Other'],
  ] as const)('%s is in %s', (name, category) => {
    expect(categoriseByKeyword(name)).toBe(category);
  });

  it('groups in the spec order, searches by name, and totals the prices', () => {
    const items = buildShoppingList([
      meal('a', [
        { name: 'rice', quantity: q('1'), pricePence: 120, category: 'Pantry' },
        { name: 'milk', quantity: q('1'), pricePence: 90, category: 'Dairy' },
      ]),
    ]);
    expect(groupByCategory(items).map((group) => group.category)).toEqual(['Dairy', 'Pantry']);
    expect(searchItems(items, 'MIL').map((item) => item.key)).toEqual(['milk']);
    expect(listTotal(items)).toBe(210);
    expect(shoppingCsvRows(items)[1]?.[3]).toBe('£0.90');
  });

  it('neutralises cells a spreadsheet would run', () => {
    expect(safeCsvCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(safeCsvCell('+1')).toBe("'+1");
    expect(safeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCsvCell('-2')).toBe("'-2");
    expect(safeCsvCell('Milk')).toBe('Milk');
    const rows = shoppingCsvRows(buildShoppingList([meal('a', [{ name: '=cmd|calc', quantity: q('1'), pricePence: 100 }])]));
    expect(rows[0]).toEqual(['Category', 'Item', 'Quantity', 'Price']);
    expect(rows[1]?.[1]).toBe("'=cmd|calc");
  });
});
