import { describe, expect, it } from 'vitest';
import { aMeal, aStoredMeal } from '../../../../tests/support/web/meal-fixtures';
import { labelledMeal, recipePrintHtml } from './print-recipe';

describe('the print page', () => {
  it('says what the meal contains and may contain, escaped', () => {
    const html = recipePrintHtml(
      aMeal('c1', 'Pesto Pasta', { allergens: ['milk', 'tree-nuts', 'gluten'], mayContain: ['eggs'], allergenSource: 'catalog' }),
    );
    expect(html).toContain('<strong>Contains:</strong> Cereals containing gluten, Milk, Tree nuts');
    expect(html).toContain('<strong>May contain:</strong> Eggs');
    expect(html).toContain('Brands differ: always check the labels.');
  });

  it('works out a saved meal’s allergens before printing it', async () => {
    const saved = aStoredMeal('old', 'Prawn Toast', {
      ingredients: [
        { name: 'prawns', quantity: '200 g' },
        { name: 'white bread', quantity: '4 slices' },
      ],
    });
    const { meal, workedOut } = await labelledMeal(saved);
    const html = recipePrintHtml(meal, workedOut);
    expect(html).toMatch(/<strong>Contains:<\/strong> Cereals containing gluten, Crustaceans/);
    expect(html).toContain('worked out by Larder');
  });
});
