import { describe, expect, it } from 'vitest';
import { MODEL_LINES } from '../../../tests/support/allergen-corpus/model-lines';
import { identifyLine } from './identify-line';
import { scanText } from './scan-text';

describe('ingredient lines a model writes, read by the lexicon alone', () => {
  it('has a corpus of at least 300 lines', () => {
    expect(MODEL_LINES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(MODEL_LINES.map((row) => [row.line, row] as const))('%j', (_line, row) => {
    const found = identifyLine(row.line);
    const reported = [...found.contains, ...found.mayContain];
    expect(found.identified).toBe(row.identified);
    for (const allergen of row.holds) expect(reported).toContain(allergen);
    for (const allergen of row.free) expect(reported).not.toContain(allergen);
    if (row.identified && row.holds.length === 0) expect(found.contains).toEqual([]);
  });
});

describe('identifying a line', () => {
  it.each([
    ['massaman curry paste', 'massaman curry paste'],
    ['prawn crackers', 'prawn cracker'],
    ['almond butter', 'almond butter'],
    ['chocolate chips', 'chocolate chip'],
    ['lupin flour', 'lupin flour'],
    ['2 tbsp peanut butter', 'peanut butter'],
  ])('reads %j as the whole food %j, never the longest word found anywhere', (line, key) => {
    expect(identifyLine(line).terms.map(({ term }) => term.key)).toContain(key);
  });

  it('takes the union of every food on the line', () => {
    const found = identifyLine('butter or olive oil');
    expect(found.identified).toBe(true);
    expect(found.contains).toEqual(['milk']);
    expect(identifyLine('salt, pepper and a little soy sauce').contains).toEqual(['gluten', 'soya']);
  });

  it('never identifies a line by an over-general word alone', () => {
    for (const line of ['2 tbsp curry paste', '200 g flour', 'crackers', '1 tsp yeast', 'a bag of chips', '500 ml stock']) {
      expect(identifyLine(line).identified, line).toBe(false);
    }
    expect(identifyLine('2 tbsp Thai red curry paste').identified).toBe(true);
  });

  it('leaves a line unidentified when a word could be a food it does not know', () => {
    const found = identifyLine('150 g kaya jam');
    expect(found.identified).toBe(false);
    expect(found.unknown).toEqual(['kaya']);
  });

  it('believes "-free", "vegan" and "plant-based" for the allergens they name, and nothing more', () => {
    expect(identifyLine('gluten-free pasta').contains).toEqual([]);
    expect(identifyLine('dairy-free yoghurt').contains).toEqual([]);
    expect(identifyLine('lactose-free milk').contains).toEqual(['milk']);
    expect(identifyLine('vegan pesto').contains).toEqual(['tree-nuts']);
  });
});

describe('scanning steps', () => {
  it('finds food named in the steps ("serve with prawn crackers")', () => {
    expect(scanText('Serve with prawn crackers and lime wedges.').allergens).toContain('crustaceans');
  });

  it('does not read cooking verbs and idioms as food', () => {
    const scan = scanText('Toast the cumin, cream the sugar with oil, mince the garlic, cook until crisp and nut-brown.');
    expect(scan.allergens).toEqual([]);
    expect(scan.foods).toEqual(['cumin', 'sugar', 'garlic']);
  });
});
