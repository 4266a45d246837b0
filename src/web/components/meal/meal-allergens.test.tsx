import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMeal, aStoredMeal } from '../../../../tests/support/web/meal-fixtures';
import { renderWithApp } from '../../../../tests/support/web/web-harness';
import { MealAllergens } from './meal-allergens';

const lines = async () => (await screen.findByTestId('meal-allergens', {}, { timeout: 5_000 })).textContent ?? '';

describe('MealAllergens', () => {
  it('lists what a catalog meal contains and may contain, in the order and names of the UK 14', async () => {
    renderWithApp(
      <MealAllergens
        meal={aMeal('c1', 'Cheese on Toast', { allergens: ['milk', 'gluten', 'soya'], mayContain: ['sesame'], allergenSource: 'catalog' })}
      />,
    );

    expect(await lines()).toContain('Contains: Cereals containing gluten, Milk, Soybeans');
    expect(await lines()).toContain('May contain: Sesame seeds');
  });

  it('says a model meal was checked by Larder, and names a line it could not identify', async () => {
    renderWithApp(
      <MealAllergens meal={aMeal('ai-1', 'Chicken Rice', { allergens: [], allergenSource: 'checked', unidentified: ['kaya jam'] })} />,
    );

    expect(await lines()).toContain('Contains: none of the 14 allergens');
    expect(await lines()).toContain('May contain: none');
    expect(await lines()).toContain(
      'Allergens checked by Larder from every ingredient and step. Not identified, check yourself: kaya jam.',
    );
  });

  it('works out the allergens of a meal saved before Larder labelled them', async () => {
    const saved = aStoredMeal('old', 'Satay Noodles', {
      ingredients: [
        { name: 'egg noodles', quantity: '200 g' },
        { name: 'smooth peanut butter', quantity: '3 tbsp' },
      ],
      instructions: ['Serve with prawn crackers.'],
    });
    renderWithApp(<MealAllergens meal={saved} />);

    expect(await screen.findByText(/worked out by Larder/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await lines()).toContain('Contains: Cereals containing gluten, Eggs, Peanuts');
    expect(await lines()).toMatch(/May contain: Crustaceans/);
  });

  it('reads the note in a quantity of a meal saved in the first shape (quantities as text)', async () => {
    // The note 'toasted sesame' is only in the quantity text: the upgrade of the lines, which the
    // allergen check's chunk brings, splits it out for the check to read.
    const saved = {
      id: 'older',
      name: 'Dressed Greens',
      maxPricePerMeal: '£4.20',
      cookingTime: '20 minutes',
      ingredients: [
        { name: 'spring greens', quantity: '300 g' },
        { name: 'oil', quantity: '1 tbsp, toasted sesame' },
      ],
      instructions: ['Steam the greens and dress them.'],
    };
    renderWithApp(<MealAllergens meal={saved} />);

    expect(await screen.findByText(/worked out by Larder/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await lines()).toContain('Contains: Sesame seeds');
  });

  it('shows a cheese rennet note for a vegetarian meal', async () => {
    renderWithApp(
      <MealAllergens
        meal={aMeal('c2', 'Caprese', {
          allergens: ['milk'],
          allergenSource: 'catalog',
          labelNotes: ['Vegetarian only if the mozzarella is made with vegetarian rennet: check the label.'],
        })}
      />,
    );

    expect(
      await screen.findByText('Vegetarian only if the mozzarella is made with vegetarian rennet: check the label.'),
    ).toBeInTheDocument();
  });
});
