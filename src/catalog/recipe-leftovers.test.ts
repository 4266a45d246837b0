import { describe, expect, it } from 'vitest';
import { freezesOnPurchase } from './data/ingredients/freezing';
import { RECIPES } from './data/recipes';
import { requireIngredient } from './ingredient-index';

const NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** Every keeping time the storage tip names, in days ('24 hours' is 1). */
function daysNamed(text: string): number[] {
  return [...text.toLowerCase().matchAll(/(\d+|a|one|two|three|four|five)\s*(?:[-–]\s*\d+\s*)?(days?|hours)\b/g)].map((match) => {
    const value = Number(match[1]) || NUMBERS[match[1] ?? ''] || 0;
    return match[2] === 'hours' ? Math.max(1, Math.floor(value / 24)) : value;
  });
}

describe('what the catalog says about leftovers', () => {
  it.each(RECIPES.map((recipe) => [recipe.id, recipe] as const))(
    '%s: fridge days and freezing agree with its storage tip',
    (_id, recipe) => {
      const { fridgeDays, freezes } = recipe.leftovers;
      const text = recipe.storage.toLowerCase();
      expect(Number.isInteger(fridgeDays) && fridgeDays >= 0 && fridgeDays <= 4).toBe(true);
      // Capped at 4 days, however long a stew is said to keep.
      if (fridgeDays > 0) expect(daysNamed(text).map((days) => Math.min(days, 4))).toContain(fridgeDays);
      if (freezes) {
        expect(text).toMatch(/freez|frozen/);
        expect(fridgeDays).toBeGreaterThan(0);
      }
      if (/not suitable for freezing|do not freeze|freezing is not recommended/.test(text)) expect(freezes).toBe(false);
    },
  );

  it('counts a dish eaten at once as keeping no days', () => {
    const eatenAtOnce = RECIPES.filter((recipe) => recipe.leftovers.fridgeDays === 0);
    expect(eatenAtOnce.length).toBeGreaterThan(0);
    for (const recipe of eatenAtOnce) expect(recipe.leftovers.freezes).toBe(false);
  });
});

describe('what may be frozen the day it is bought', () => {
  it.each([
    ['chicken-thigh', true],
    ['salmon-fillet', true],
    ['beef-mince-15', true],
    ['sourdough-bread', true],
    ['mussels', false],
    ['clams', false],
    ['spinach', false],
    ['coriander', false],
    ['whole-milk', false],
    ['tinned-chopped-tomatoes', false],
  ] as const)('%s: %s', (id, expected) => {
    expect(freezesOnPurchase(requireIngredient(id))).toBe(expected);
  });
});
