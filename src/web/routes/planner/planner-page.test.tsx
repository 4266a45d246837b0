import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { describe, expect, it, vi } from 'vitest';
import { setDefaultPreferences } from '../../../domain/kitchen/commands';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../domain/preferences';
import { somePreferences, storePreferences } from '../../../../tests/support/web/meal-fixtures';
import '../../../../tests/support/web/resize-observer';
import { renderWithApp, seedKitchen, storedKitchen, toasts } from '../../../../tests/support/web/web-harness';
import { PlannerPage } from './planner-page';
import { addDays } from '../../../domain/dates/iso-date';
import { localToday } from '../../lib/dates';

function renderPlanner() {
  return renderWithApp(
    <Routes>
      <Route path="/planner" element={<PlannerPage />} />
      <Route path="/meal-selection" element={<h1>Choose Your Meals</h1>} />
    </Routes>,
    { path: '/planner' },
  );
}

async function chooseVegetarianAndSubmit() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dietary preference' }), 'Vegetarian');
  await userEvent.click(screen.getByRole('button', { name: 'Generate meal options' }));
}

const VEGETARIAN: Preferences = { ...DEFAULT_PREFERENCES, dietaryPreferences: 'Vegetarian' };

describe('PlannerPage', () => {
  it('shows the title and the form', () => {
    renderPlanner();

    expect(screen.getByRole('heading', { name: 'Create your weekly meal plan' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Meal preferences' })).toBeInTheDocument();
  });

  it("keeps the preferences in the visitor's kitchen, in this browser's storage", async () => {
    renderPlanner();

    await chooseVegetarianAndSubmit();

    expect(storedKitchen()?.state.preferences).toEqual(VEGETARIAN);
  });

  it('says so, and stays, when the browser will not store them', async () => {
    renderPlanner();
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await chooseVegetarianAndSubmit();

    expect(await toasts().findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    full.mockRestore();
    expect(screen.queryByRole('heading', { name: 'Choose Your Meals' })).not.toBeInTheDocument();
  });

  it('says the preferences are saved', async () => {
    renderPlanner();

    await chooseVegetarianAndSubmit();

    expect(await toasts().findByText('Preferences Saved!')).toBeInTheDocument();
    expect(toasts().getByText('Now choose your favourite meals for the week.')).toBeInTheDocument();
  });

  it('goes on to meal selection', async () => {
    renderPlanner();

    await chooseVegetarianAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Choose Your Meals' })).toBeInTheDocument();
  });

  it('starts from the current preferences', () => {
    storePreferences(somePreferences({ mealCount: { main: 3 }, cookingTime: '45 minutes' }));

    renderPlanner();

    expect(screen.getByRole('combobox', { name: 'Meals this week' })).toHaveDisplayValue('3 meals');
    expect(screen.getByRole('combobox', { name: 'Cooking time' })).toHaveDisplayValue('45 minutes');
  });

  it('starts from the saved default preferences when there are no current ones', () => {
    seedKitchen((state) => setDefaultPreferences(state, somePreferences({ servings: 4 })));

    renderPlanner();

    expect(screen.getByRole('combobox', { name: 'Servings per meal' })).toHaveDisplayValue('4 people');
  });

  it('fills ingredients to use up from what goes off soonest in the pantry, when the cook has typed none', async () => {
    const item = (id: number, name: string, days: number) => ({
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      name,
      quantity: { amount: 200, unit: 'g' as const },
      place: 'fridge' as const,
      bought: localToday(),
      date: addDays(localToday(), days),
      dateKind: 'use-by' as const,
    });
    seedKitchen((state) => ({
      ...state,
      inventory: Object.fromEntries(
        [item(1, 'Spinach', 2), item(2, 'Chicken thighs', 1), item(3, 'Rice', 400)].map((stock) => [stock.id, stock]),
      ),
    }));

    renderPlanner();

    expect(screen.getByText(/filled in from what goes off soonest in your pantry/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate meal options' }));
    expect(storedKitchen()?.state.preferences?.ingredientsToUse).toEqual(['200 g Chicken thighs', '200 g Spinach']);
  });

  it('keeps the ingredients the cook typed, whatever the pantry holds', () => {
    storePreferences(somePreferences({ ingredientsToUse: ['leeks'] }));
    seedKitchen((state) => ({
      ...state,
      inventory: {
        i: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Spinach',
          quantity: { amount: 200, unit: 'g' },
          place: 'fridge',
          bought: localToday(),
          date: localToday(),
          dateKind: 'use-by',
        },
      },
    }));

    renderPlanner();

    expect(screen.queryByText(/filled in from what goes off soonest/)).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('leeks')).toBeInTheDocument();
  });

  it('starts from preferences an older Larder kept in this browser, read in once', async () => {
    sessionStorage.setItem('mealPreferences', JSON.stringify(somePreferences({ mealCount: { main: 6 } })));
    localStorage.setItem('defaultMealPreferences', JSON.stringify(somePreferences({ servings: 4 })));

    renderPlanner();

    expect(await screen.findByRole('combobox', { name: 'Meals this week' })).toHaveDisplayValue('6 meals');
    expect(storedKitchen()?.state.defaultPreferences?.servings).toBe(4);
    expect(sessionStorage.getItem('mealPreferences')).toBeNull();
    expect(localStorage.getItem('defaultMealPreferences')).toBeNull();
  });
});
