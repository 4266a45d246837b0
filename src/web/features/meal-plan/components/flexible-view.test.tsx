import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlannedMeal } from '../../../../domain/kitchen/views';
import { planUseByDates } from '../../../../domain/pantry/meal-dates';
import type { Meal } from '../../../../domain/meal';
import { aBreakfast, aMeal } from '../../../../../tests/support/web/meal-fixtures';
import { json, renderWithApp, stubServer } from '../../../../../tests/support/web/web-harness';
import { FlexibleView } from './flexible-view';

const STEW = aMeal('m-stew', 'Beef Stew');
const PIE = aMeal('m-pie', 'Fish Pie', { ingredients: [{ name: 'cod', expiryDate: '2026-12-10' }] });
const CURRY = aMeal('m-curry', 'Chicken Curry', {
  // Bought chicken keeps to its real date, earlier than the estimate.
  ingredients: [{ name: 'chicken thighs', expiryDate: '2026-12-20', actualExpiryDate: '2026-11-22', purchased: true }],
});
const RISOTTO = aMeal('m-risotto', 'Mushroom Risotto', {
  ingredients: [
    { name: 'arborio rice', expiryDate: '2027-05-01' },
    { name: 'chestnut mushrooms', expiryDate: '2026-12-01' },
  ],
});
const PORRIDGE = aBreakfast('b-porridge', 'Porridge', { ingredients: [{ name: 'milk', expiryDate: '2026-11-25' }] });
const PANCAKES = aBreakfast('b-pancakes', 'Pancakes');
const OMELETTE = aBreakfast('b-omelette', 'Omelette', { ingredients: [{ name: 'eggs', expiryDate: '2026-11-28' }] });
const KEDGEREE = aBreakfast('b-kedgeree', 'Kedgeree', { ingredients: [{ name: 'haddock', expiryDate: '2026-11-21' }] });

/** The plan's meals as the store gives them: each on its entry (one a day, in order), `saved` ones marked. */
function planned(meals: Meal[], saved: string[] = []): PlannedMeal[] {
  return meals.map((meal, index) => ({
    entry: {
      id: `entry-${meal.id}`,
      date: `2026-12-0${(index % 7) + 1}`,
      slot: meal.isBreakfast ? 'breakfast' : 'main',
      meal,
      ...(saved.includes(meal.id) ? { saved: true } : {}),
    },
    meal,
  }));
}

/** The plan's dates as the plan screen works them out (nothing in the inventory, today before the week). */
function datesOf(plan: PlannedMeal[]) {
  return planUseByDates(
    { week: null, planEntries: Object.fromEntries(plan.map(({ entry }) => [entry.id, entry])), inventory: {} },
    plan,
    '2026-11-20',
  );
}

function renderView(meals: Meal[], saved: string[] = []) {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  const onOpenRecipe = vi.fn<(meal: Meal, entry?: unknown) => void>();
  const onMark = vi.fn<(entryId: string, marks: { saved?: boolean }) => boolean>(() => true);
  const plan = planned(meals, saved);
  const view = renderWithApp(
    <FlexibleView planned={plan} signedIn={false} onOpenRecipe={onOpenRecipe} onMark={onMark} dates={datesOf(plan)} />,
  );
  return { ...view, onOpenRecipe, onMark };
}

/** The view over meals that the test changes with a button, as a plan can change under it. */
function MealsChangingTo({ initial, meals }: { initial: Meal[]; meals: Meal[] }) {
  const [shown, setShown] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setShown(meals)}>
        Change the meals
      </button>
      <FlexibleView
        planned={planned(shown)}
        signedIn={false}
        onOpenRecipe={() => undefined}
        onMark={() => true}
        dates={datesOf(planned(shown))}
      />
    </>
  );
}

/** The meal names in the order the list shows them. */
const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FlexibleView', () => {
  it('is titled Flexible Meal Planning with the number of meals', () => {
    renderView([STEW, PIE, CURRY]);

    expect(screen.getByRole('heading', { name: 'Flexible Meal Planning' })).toBeInTheDocument();
    expect(screen.getByText('3 meals')).toBeInTheDocument();
  });

  it('asks a signed-out cook to sign in to use favourites', () => {
    renderView([STEW]);

    expect(screen.getAllByText('Sign in to use favorites').length).toBeGreaterThan(0);
  });

  it('lists what goes off first at the top, meals without dates last', () => {
    renderView([STEW, PIE, CURRY, RISOTTO]);

    expect(shownNames()).toEqual(['Chicken Curry', 'Mushroom Risotto', 'Fish Pie', 'Beef Stew']);
  });

  it('goes by the real expiry date of a bought ingredient over its estimate', () => {
    renderView([PIE, CURRY]);

    expect(shownNames()).toEqual(['Chicken Curry', 'Fish Pie']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText(/Use by .*22 Nov/)).toBeInTheDocument();
  });

  it('keeps the plan order for meals without expiry dates', () => {
    const LASAGNE = aMeal('m-lasagne', 'Lasagne');

    renderView([STEW, LASAGNE]);

    expect(shownNames()).toEqual(['Beef Stew', 'Lasagne']);
  });

  it('shows no meal-type toggles when there are only main meals', () => {
    renderView([STEW, PIE]);

    expect(screen.queryByRole('button', { name: /Main Meals/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Breakfast\/Brunch/ })).not.toBeInTheDocument();
  });

  it('offers Main Meals (n) and Breakfast/Brunch (n) when both kinds exist, mains first', () => {
    renderView([STEW, PORRIDGE, PIE]);

    expect(screen.getByRole('button', { name: 'Main Meals (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Breakfast/Brunch (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownNames()).toEqual(['Fish Pie', 'Beef Stew']);
  });

  it('switches to the breakfasts, sorted by expiry too', async () => {
    renderView([STEW, PORRIDGE, OMELETTE, PANCAKES, KEDGEREE]);

    await userEvent.click(screen.getByRole('button', { name: 'Breakfast/Brunch (4)' }));

    expect(shownNames()).toEqual(['Kedgeree', 'Porridge', 'Omelette', 'Pancakes']);
  });

  it('switches back to the main meals', async () => {
    renderView([STEW, PORRIDGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Breakfast/Brunch (1)' }));

    await userEvent.click(screen.getByRole('button', { name: 'Main Meals (1)' }));

    expect(shownNames()).toEqual(['Beef Stew']);
  });

  it('says "No main meals available." when there are no meals', () => {
    renderView([]);

    expect(screen.getByText('No main meals available.')).toBeInTheDocument();
  });

  it('falls back to the first three meals when there are only breakfasts', () => {
    renderView([PANCAKES, OMELETTE, PORRIDGE, KEDGEREE]);

    expect(shownNames()).toEqual(['Kedgeree', 'Porridge', 'Omelette']);
    expect(screen.queryByText('No main meals available.')).not.toBeInTheDocument();
  });

  it('says "No breakfast meals available. Try switching to main meals." when the breakfasts are gone', async () => {
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(<MealsChangingTo meals={[STEW]} initial={[STEW, PORRIDGE]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Breakfast/Brunch (1)' }));

    await userEvent.click(screen.getByRole('button', { name: 'Change the meals' }));

    expect(screen.getByText('No breakfast meals available. Try switching to main meals.')).toBeInTheDocument();
  });

  it('opens the recipe with View Recipe', async () => {
    const { onOpenRecipe } = renderView([STEW]);

    await userEvent.click(screen.getByRole('button', { name: 'View Recipe' }));

    expect(onOpenRecipe).toHaveBeenCalledWith(STEW, expect.objectContaining({ id: `entry-${STEW.id}` }));
  });

  it('saves a meal for later', async () => {
    const { onMark } = renderView([STEW]);

    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));

    expect(onMark).toHaveBeenCalledWith('entry-m-stew', { saved: true });
  });

  it('shows a saved meal as Saved, and unsaves it', async () => {
    const { onMark } = renderView([STEW], ['m-stew']);

    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));

    expect(onMark).toHaveBeenCalledWith('entry-m-stew', { saved: false });
  });
});
