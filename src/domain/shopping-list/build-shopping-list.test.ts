import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { parseAmount } from '../units/parse-ingredient-line';
import type { Amount } from '../units/ingredient-line';
import { groupByCategory, listTotal, safeCsvCell, searchItems, shoppingCsvRows } from './build-shopping-list';
import { buildShoppingList } from './week-shopping-list';
import { categoriseByKeyword } from './categorise';
import type { InventoryItem } from '../pantry/inventory';

let ids = 0;
const stock = (name: string, quantity: Amount, more: Partial<InventoryItem> = {}): InventoryItem => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  name,
  quantity,
  place: 'cupboard',
  bought: '2026-11-20',
  dateKind: 'best-before',
  ...more,
});
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
    expect(tomatoes?.pack).toEqual({ packs: 2, label: '400 g tin', leftover: '300 g', size: 400 });
    const [eggs] = buildShoppingList([
      meal('a', [{ name: 'egg', quantity: q('6'), amount: 6, unit: 'item', pack: { size: 6, label: '6 eggs' } }]),
    ]);
    expect(eggs?.pack).toEqual({ packs: 1, label: '6 eggs', leftover: '', size: 6 });
  });

  it('subtracts what the inventory holds, by amount, and rounds the rest to packs', () => {
    const meals = [
      meal('a', [
        {
          name: 'Beef mince',
          quantity: q('500 g'),
          amount: 500,
          unit: 'g',
          pricePence: 500,
          ingredientId: 'beef-mince',
          pack: { size: 500, label: '500 g pack' },
        },
        { name: 'rice', quantity: q('200 g') },
        { name: 'pesto', quantity: q('2 tbsp') },
      ]),
    ];
    const items = buildShoppingList(meals, {}, [
      stock('Minced beef', { amount: 200, unit: 'g' }, { ingredientId: 'beef-mince' }),
      stock('Rice', { amount: 1000, unit: 'g' }),
      stock('Pesto', { amount: 1, unit: 'jar' }),
    ]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey['beef mince']).toMatchObject({
      quantity: '300 g',
      pricePence: 300,
      owned: '200 g',
      need: { value: 300, dimension: 'mass' },
      pack: { packs: 1, label: '500 g pack', leftover: '200 g', size: 500 },
    });
    expect(byKey.rice).toBeUndefined();
    // A jar cannot be weighed against 2 tbsp: still to buy, with what the cook has beside it.
    expect(byKey.pesto).toMatchObject({ quantity: '2 tbsp', owned: '1 jar' });
  });

  it('matches by ingredient id when both know it, else by name; leftovers never count', () => {
    const meals = [
      meal('a', [
        { name: 'Onion', quantity: q('2'), amount: 2, unit: 'item', ingredientId: 'onion' },
        { name: 'Red onion', quantity: q('1'), amount: 1, unit: 'item', ingredientId: 'red-onion' },
        { name: 'chilli con carne', quantity: q('1') },
      ]),
    ];
    const items = buildShoppingList(meals, {}, [
      stock('red onion', { amount: 1, unit: 'item' }, { ingredientId: 'onion' }),
      stock('Chilli con carne', { amount: 2, unit: 'item' }, { leftover: { mealId: 'chilli', portions: 2, freezes: true } }),
    ]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item.quantity]));
    expect(byKey).toEqual({ onion: '1', 'red onion': '1', 'chilli con carne': '1' });
  });

  it('never counts an item twice, and never asks for less than the need less everything held', () => {
    const foods = ['onion', 'Onion', 'tomatoes', 'rice'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...foods), amount: fc.integer({ min: 1, max: 900 }) }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ name: fc.constantFrom(...foods), amount: fc.integer({ min: 0, max: 900 }) }), { maxLength: 6 }),
        (lines, held) => {
          const items = buildShoppingList(
            [
              meal(
                'a',
                lines.map(({ name, amount }) => ({ name, quantity: { amount, unit: 'g' as const }, amount, unit: 'g' as const })),
              ),
            ],
            {},
            held.map(({ name, amount }) => stock(name, { amount, unit: 'g' })),
          );
          for (const key of new Set(lines.map((line) => line.name.toLowerCase()))) {
            const need = lines.filter((line) => line.name.toLowerCase() === key).reduce((sum, line) => sum + line.amount, 0);
            const have = held.filter((item) => item.name.toLowerCase() === key).reduce((sum, item) => sum + item.amount, 0);
            const item = items.find((candidate) => candidate.key === key);
            if (need - have <= 0) expect(item).toBeUndefined();
            else expect(item?.need?.value).toBeCloseTo(need - have, 6);
          }
        },
      ),
    );
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
    expect(safeCsvCell('Milk;=cmd|calc')).toBe("Milk;'=cmd|calc");
    expect(safeCsvCell('a;+1;@SUM(A1);\tx')).toBe("a;'+1;'@SUM(A1);'\tx");
    const rows = shoppingCsvRows(buildShoppingList([meal('a', [{ name: '=cmd|calc', quantity: q('1'), pricePence: 100 }])]));
    expect(rows[0]).toEqual(['Category', 'Item', 'Quantity', 'Price']);
    expect(rows[1]?.[1]).toBe("'=cmd|calc");
  });
});
