import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../domain/preferences';
import { somePreferences, storePreferences, stored } from '../../../../tests/support/web/meal-fixtures';
import '../../../../tests/support/web/resize-observer';
import { renderWithApp, toasts } from '../../../../tests/support/web/web-harness';
import { PlannerPage } from './planner-page';

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

  it('saves the preferences to session storage under mealPreferences', async () => {
    renderPlanner();

    await chooseVegetarianAndSubmit();

    expect(stored('mealPreferences', 'session')).toEqual(VEGETARIAN);
  });

  it('saves the preferences to local storage under mealPreferences too', async () => {
    renderPlanner();

    await chooseVegetarianAndSubmit();

    expect(stored('mealPreferences', 'local')).toEqual(VEGETARIAN);
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

  it('starts from the preferences kept in this tab', () => {
    storePreferences(somePreferences({ mealCount: { main: 3 }, cookingTime: '45 minutes' }));

    renderPlanner();

    expect(screen.getByRole('combobox', { name: 'Meals this week' })).toHaveDisplayValue('3 meals');
    expect(screen.getByRole('combobox', { name: 'Cooking time' })).toHaveDisplayValue('45 minutes');
  });

  it('starts from the saved default preferences when this tab has none', () => {
    localStorage.setItem('defaultMealPreferences', JSON.stringify(somePreferences({ servings: 4 })));

    renderPlanner();

    expect(screen.getByRole('combobox', { name: 'Servings per meal' })).toHaveDisplayValue('4 people');
  });
});
