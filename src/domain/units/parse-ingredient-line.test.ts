import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, parsedLineSchema } from './ingredient-line';
import { parseAmount, parseIngredientLine, parseIngredientLines, readIngredientLine } from './parse-ingredient-line';
import { HEADING_LINES, UK_INGREDIENT_LINES } from './uk-ingredient-lines.fixture';

describe('parseIngredientLine on UK lines', () => {
  it('has at least 200 lines to read', () => {
    expect(UK_INGREDIENT_LINES.length).toBeGreaterThanOrEqual(200);
  });

  it.each(UK_INGREDIENT_LINES)('%s', (text, amount, unit, food, note) => {
    const line = parseIngredientLine(text);
    expect(line.text).toBe(text);
    if (amount === null) {
      expect(line.quantity).toBeNull();
    } else {
      const [from, to] = typeof amount === 'number' ? [amount, undefined] : amount;
      expect(line.quantity?.unit).toBe(unit);
      expect(line.quantity?.amount).toBeCloseTo(from, 1);
      if (to === undefined) expect(line.quantity?.max).toBeUndefined();
      else expect(line.quantity?.max).toBeCloseTo(to, 1);
    }
    expect(line.food).toBe(food);
    expect(line.note).toBe(note);
  });

  it.each(HEADING_LINES)('reads %j as the heading %j', (text, heading) => {
    expect(readIngredientLine(text)).toEqual({ kind: 'heading', text, heading });
  });

  it('reads an empty line as no food', () => {
    expect(parseIngredientLine('   ')).toEqual({ text: '   ', quantity: null, food: '', note: null });
  });
});

describe('parseAmount', () => {
  it.each([
    ['400g', { amount: 400, unit: 'g' }],
    ['0.3 kg', { amount: 300, unit: 'g' }],
    ['2 tbsp', { amount: 2, unit: 'tbsp' }],
    ['½ tsp', { amount: 0.5, unit: 'tsp' }],
    ['3', { amount: 3, unit: 'item' }],
    ['1 jar', { amount: 1, unit: 'jar' }],
    ['2-3 cloves', { amount: 2, max: 3, unit: 'clove' }],
    ['1 x 400g tin', { amount: 400, unit: 'g' }],
    ['1 l', { amount: 1000, unit: 'ml' }],
  ])('%s', (text, expected) => {
    expect(parseAmount(text)).toEqual(expected);
  });

  it.each(['to taste', '', 'some'])('finds no amount in %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe('parseIngredientLine on any text', () => {
  it('reads no amount from a number no kitchen holds (found by the property below)', () => {
    for (const text of ['1E7', '4E8=Tuq', '99999999 g plain flour', '2-9999999 g sugar']) {
      const line = parseIngredientLine(text);
      expect(parsedLineSchema.safeParse(line).success, text).toBe(true);
      expect(line.text).toBe(text);
    }
    expect(parseIngredientLine('1E7').quantity).toBeNull();
    expect(parseIngredientLine('99999999 g plain flour')).toMatchObject({ quantity: null, food: 'plain flour' });
    expect(parseIngredientLine('2-9999999 g sugar').quantity).toEqual({ amount: 2, unit: 'g' });
  });

  it('never throws, keeps the text, and answers a valid line with finite amounts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const line = parseIngredientLine(text);
        expect(line.text).toBe(text);
        expect(parsedLineSchema.safeParse(line).success).toBe(true);
        if (line.quantity) expect(amountSchema.parse(line.quantity).amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('reads any metric weight written as digits and g', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('plain flour', 'butter', 'beef mince'), (grams, food) => {
        const line = parseIngredientLine(`${grams}g ${food}`);
        expect(line.quantity).toEqual({ amount: grams, unit: 'g' });
        expect(line.food).toBe(food);
      }),
    );
  });

  it('keeps a range in order and multiplies packs into the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 900 }), (packs, size) => {
        const line = parseIngredientLine(`${packs} x ${size}g tin chopped tomatoes`);
        expect(line.quantity?.unit).toBe('g');
        expect(line.quantity?.amount).toBeCloseTo(packs * size, 5);
        expect(line.food).toBe('chopped tomatoes');
      }),
    );
  });
});

describe('parseIngredientLines', () => {
  it('reads a list exactly as it reads each line alone', () => {
    const texts = UK_INGREDIENT_LINES.map(([text]) => text);
    expect(parseIngredientLines([...texts, 'For the sauce:', ''])).toEqual([
      ...texts.map((text) => parseIngredientLine(text)),
      parseIngredientLine('For the sauce:'),
      parseIngredientLine(''),
    ]);
  });
});
