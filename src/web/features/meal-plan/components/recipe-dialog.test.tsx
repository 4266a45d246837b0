import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meal } from '../../../../domain/meal';
import { aMeal, amount } from '../../../../../tests/support/web/meal-fixtures';
import { renderWithApp } from '../../../../../tests/support/web/web-harness';
import { RecipeDialog } from './recipe-dialog';

const CURRY = aMeal('m1', 'Chicken Curry', {
  description: 'A mild, creamy curry for a weeknight.',
  ingredients: [
    { name: 'chicken thighs', quantity: amount('500 g') },
    { name: 'onion', quantity: amount('1') },
  ],
  instructions: [],
  recipe: '1. Dice the onion.\n2. Brown the chicken thighs.\n3. Simmer in the sauce for 20 minutes.',
  expiryDateConsiderations: 'Keeps 2 days in the fridge; freeze within a day of cooking.',
});

function renderDialog(meal: Meal) {
  renderWithApp(<RecipeDialog meal={meal} onOpenChange={() => undefined} />);
  return within(screen.getByRole('dialog'));
}

/** The steps under Cooking Instructions, as read. */
function steps(dialog: ReturnType<typeof renderDialog>) {
  const section = dialog.getByRole('heading', { name: 'Cooking Instructions' }).parentElement;
  if (!section) throw new Error('No Cooking Instructions section');
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));
}

describe('RecipeDialog', () => {
  it('is titled with the meal name', () => {
    renderDialog(CURRY);

    expect(screen.getByRole('dialog', { name: 'Chicken Curry' })).toBeInTheDocument();
  });

  it('shows About this Dish with the description', () => {
    const dialog = renderDialog(CURRY);

    expect(dialog.getByRole('heading', { name: 'About this Dish' })).toBeInTheDocument();
    expect(dialog.getByText('A mild, creamy curry for a weeknight.')).toBeInTheDocument();
  });

  it('lists the ingredients with their quantities', () => {
    const dialog = renderDialog(CURRY);

    expect(dialog.getByText('chicken thighs')).toBeInTheDocument();
    expect(dialog.getByText('500 g')).toBeInTheDocument();
  });

  it('splits numbered recipe text into Cooking Instructions when there are no instructions', () => {
    const dialog = renderDialog(CURRY);

    expect(steps(dialog)).toEqual(['Dice the onion.', 'Brown the chicken thighs.', 'Simmer in the sauce for 20 minutes.']);
  });

  it('splits unnumbered recipe text into sentences', () => {
    const dialog = renderDialog({ ...CURRY, recipe: 'Dice the onion. Brown the chicken. Serve with rice.' });

    expect(steps(dialog)).toEqual(['Dice the onion.', 'Brown the chicken.', 'Serve with rice.']);
  });

  it('uses the instructions when the meal has them', () => {
    const dialog = renderDialog({ ...CURRY, instructions: ['Heat the oven.', 'Bake for an hour.'] });

    expect(steps(dialog)).toEqual(['Heat the oven.', 'Bake for an hour.']);
  });

  it('shows Storage & Expiry Tips', () => {
    const dialog = renderDialog(CURRY);

    expect(dialog.getByRole('heading', { name: 'Storage & Expiry Tips' })).toBeInTheDocument();
    expect(dialog.getByText('Keeps 2 days in the fridge; freeze within a day of cooking.')).toBeInTheDocument();
  });

  it('leaves out Storage & Expiry Tips when there are none', () => {
    const { expiryDateConsiderations: _tips, ...withoutTips } = CURRY;

    const dialog = renderDialog(withoutTips);

    expect(dialog.queryByRole('heading', { name: 'Storage & Expiry Tips' })).not.toBeInTheDocument();
  });

  it('offers Print Recipe', () => {
    const dialog = renderDialog(CURRY);

    expect(dialog.getByRole('button', { name: 'Print Recipe' })).toBeInTheDocument();
  });

  it('shows "Error Loading Recipe" for a meal with neither ingredients nor steps', () => {
    renderDialog({ ...CURRY, ingredients: [], recipe: undefined });

    expect(screen.getByRole('dialog', { name: 'Error Loading Recipe' })).toBeInTheDocument();
  });
});
