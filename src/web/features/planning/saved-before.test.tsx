import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OLD_CATALOG_MEAL, OLD_FAVOURITE_JSON, OLD_MODEL_MEAL, OLD_PREFERENCES } from '../../../../tests/support/saved-before';
import { renderWithApp } from '../../../../tests/support/web/web-harness';
import { migrateLegacyStorage } from '../../../domain/kitchen/migrate';
import { MealCard } from '../../components/meal/meal-card';

let ids = 0;
/** What the kitchen store makes of this browser's storage of an older Larder (src/web/lib/kitchen/migrate-browser.ts). */
const migrated = (session: Record<string, unknown>) =>
  migrateLegacyStorage(
    { local: {}, session: Object.fromEntries(Object.entries(session).map(([key, value]) => [key, JSON.stringify(value)])) },
    { today: '2026-11-25', newId: () => `id-${(ids += 1)}` },
  );

describe('what this browser saved before allergies were labelled', () => {
  it('still loads the preferences, with no allergies ticked and every typed entry kept', () => {
    const { state, problems } = migrated({ mealPreferences: OLD_PREFERENCES });
    expect(problems).toEqual([]);
    expect(state.preferences?.allergies).toEqual([]);
    expect(state.preferences?.excludedItems).toEqual(['nuts', 'mushrooms']);
    expect(state.preferences?.cuisines).toEqual(['Thai']);
  });

  it('still loads the plan and the selection, meal for meal, on the dates of their weekdays', () => {
    const { state } = migrated({
      mealPlan: { Monday: { main: OLD_CATALOG_MEAL }, Tuesday: { main: OLD_MODEL_MEAL } },
      mealSelection: { options: { main: [OLD_CATALOG_MEAL, OLD_MODEL_MEAL] }, selected: { main: [OLD_MODEL_MEAL] } },
    });
    const onDate = (date: string) => Object.values(state.planEntries).find((entry) => entry.date === date)?.meal;
    expect(onDate('2026-11-23')?.ingredients).toHaveLength(4);
    expect(onDate('2026-11-24')?.name).toBe('Creamy Mushroom Pasta');
    expect(state.selection?.options.main.map((meal) => meal.id)).toEqual(['pad-thai', 'ai-3f1c']);
  });

  it('shows an old favourite with its allergens worked out from its lines', async () => {
    const favourite = JSON.parse(OLD_FAVOURITE_JSON) as { name: string } & Record<string, unknown>;
    renderWithApp(<MealCard meal={{ ...favourite, id: '42' }} showFavorite={false} />);

    expect(await screen.findByText(/worked out by Larder/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('meal-allergens')).toHaveTextContent('Contains: Cereals containing gluten, Eggs, Peanuts');
    expect(screen.getByText('700 kcal')).toBeInTheDocument();
  });
});
