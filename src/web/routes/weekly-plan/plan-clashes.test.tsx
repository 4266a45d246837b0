import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { advance } from '../../../../tests/support/web/fake-time';
import { aMeal, somePreferences, storePreferences } from '../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../tests/support/web/memory-storage';
import { json, renderWithApp, seedKitchen, stubServer } from '../../../../tests/support/web/web-harness';
import { WeeklyPlanPage } from './weekly-plan-page';

const SATAY = aMeal('m1', 'Satay Chicken', {
  ingredients: [
    { name: 'chicken thighs', quantity: '500 g' },
    { name: 'smooth peanut butter', quantity: '3 tbsp' },
  ],
  allergens: ['peanuts'],
  allergenSource: 'catalog',
});
const RISOTTO = aMeal('m2', 'Mushroom Risotto', {
  ingredients: [
    { name: 'arborio rice', quantity: '200 g' },
    { name: 'chestnut mushrooms', quantity: '250 g' },
  ],
});

async function renderPlan() {
  seedKitchen((state) => createWeek(state, { startDate: '2026-11-30', selected: [SATAY, RISOTTO], newId: sequentialIds() }));
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  renderWithApp(<WeeklyPlanPage />, { path: '/weekly-plan' });
  await advance(1_000);
  vi.useRealTimers();
  await waitFor(() => expect(screen.queryByLabelText('Loading your meal plan')).not.toBeInTheDocument(), { timeout: 5_000 });
}

const card = (name: string) => within(screen.getByRole('heading', { name, level: 3 }).closest('li') ?? document.body);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a plan made before an allergy was declared', () => {
  it('flags the planned meal that now clashes, and leaves the others alone', async () => {
    storePreferences(somePreferences({ allergies: ['peanuts'] }));
    await renderPlan();

    expect(await card('Satay Chicken').findByText('Not safe for you now: contains Peanuts.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(card('Mushroom Risotto').queryByText(/Not safe for you now/)).not.toBeInTheDocument();
  });

  it('flags a meal that holds a food typed later, found in its own lines', async () => {
    storePreferences(somePreferences({ excludedItems: ['mushrooms'] }));
    await renderPlan();

    expect(
      await card('Mushroom Risotto').findByText(/Not safe for you now: chestnut mushrooms is mushrooms/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('labels every planned meal, working out those saved before labels existed', async () => {
    storePreferences(somePreferences());
    await renderPlan();

    expect(await card('Mushroom Risotto').findByText(/worked out by Larder/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(card('Satay Chicken').getByTestId('meal-allergens')).toHaveTextContent('Contains: Peanuts');
  });
});
