import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OLD_CATALOG_MEAL, OLD_FAVOURITE_JSON, OLD_MODEL_MEAL, OLD_PREFERENCES } from '../../../../tests/support/saved-before';
import { renderWithApp } from '../../../../tests/support/web/web-harness';
import { MealCard } from '../meals/components/meal-card';
import { loadMealPlan, loadPreferences, loadSelection } from './planning-storage';

describe('what this browser saved before allergies were labelled', () => {
  it('still loads the preferences, with no allergies ticked and every typed entry kept', () => {
    sessionStorage.setItem('mealPreferences', JSON.stringify(OLD_PREFERENCES));
    const loaded = loadPreferences();
    expect(loaded.status).toBe('ok');
    if (loaded.status !== 'ok') return;
    expect(loaded.preferences.allergies).toEqual([]);
    expect(loaded.preferences.excludedItems).toEqual(['nuts', 'mushrooms']);
    expect(loaded.preferences.cuisines).toEqual(['Thai']);
  });

  it('still loads the plan and the selection, meal for meal', () => {
    sessionStorage.setItem('mealPlan', JSON.stringify({ Monday: { main: OLD_CATALOG_MEAL }, Tuesday: { main: OLD_MODEL_MEAL } }));
    sessionStorage.setItem(
      'mealSelection',
      JSON.stringify({ options: { main: [OLD_CATALOG_MEAL, OLD_MODEL_MEAL] }, selected: { main: [OLD_MODEL_MEAL] } }),
    );
    expect(loadMealPlan()?.Monday.main?.ingredients).toHaveLength(4);
    expect(loadMealPlan()?.Tuesday.main?.name).toBe('Creamy Mushroom Pasta');
    expect(loadSelection()?.options.main.map((meal) => meal.id)).toEqual(['pad-thai', 'ai-3f1c']);
  });

  it('shows an old favourite with its allergens worked out from its lines', async () => {
    const favourite = JSON.parse(OLD_FAVOURITE_JSON) as { name: string } & Record<string, unknown>;
    renderWithApp(<MealCard meal={{ ...favourite, id: '42' }} showFavorite={false} />);

    expect(await screen.findByText(/worked out by Larder/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('meal-allergens')).toHaveTextContent('Contains: Cereals containing gluten, Eggs, Peanuts');
    expect(screen.getByText('700 kcal')).toBeInTheDocument();
  });
});
