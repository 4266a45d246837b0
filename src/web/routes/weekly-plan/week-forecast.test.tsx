import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { completeWeek, moveEntry } from '../../../domain/kitchen/plan-commands';
import type { Meal, MealInput } from '../../../domain/meal';
import type { WeekForecast } from '../../../domain/week-plan';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../tests/support/web/memory-storage';
import { json, renderWithApp, seedKitchen, stubServer } from '../../../../tests/support/web/web-harness';
import { ShoppingListPage } from '../shopping-list/shopping-list-page';
import PlanViews from './plan-views';

type Line = NonNullable<MealInput['ingredients']>[number];
const spinach = (amount: number): Line => ({
  name: 'spinach',
  quantity: { amount, unit: 'g' },
  ingredientId: 'spinach',
  amount,
  unit: 'g',
  pack: { size: 240, label: '240 g bag' },
  shelfLifeDays: 4,
  pricePence: amount,
});
const SAAG = aMeal('saag-aloo', 'Saag Aloo', {
  ingredients: [spinach(160)],
  servings: 2,
  allergenSource: 'catalog',
  leftovers: { fridgeDays: 2, freezes: true },
});
const FRITTATA = aMeal('spinach-frittata', 'Spinach Frittata', { ingredients: [spinach(80)], servings: 2, allergenSource: 'catalog' });

const FORECAST: WeekForecast = {
  freshBought: { grams: 480, pounds: 3.6 },
  leftOver: { grams: 1240, pounds: 2.35 },
  shareUsed: 0.917,
  items: [
    {
      ingredientId: 'spinach',
      name: 'spinach',
      unit: 'g',
      amount: 40,
      grams: 40,
      pounds: 0.3,
      useIn: { mealId: 'saag-paneer', name: 'Saag Paneer' },
    },
    { ingredientId: 'spring-onion', name: 'spring onion', unit: 'item', amount: 3, grams: 45, pounds: 0.21 },
  ],
};

const MONDAY = '2026-11-30';

function seedCompletedWeek() {
  const cooked: Meal = { ...SAAG, servings: 4, ingredients: [spinach(320)] };
  seedKitchen((state) =>
    completeWeek(state, {
      startDate: MONDAY,
      planned: [
        { day: 1, kind: 'cook', servings: 2, portionsFrozen: 0, meal: cooked },
        { day: 2, kind: 'cook', servings: 2, portionsFrozen: 0, meal: FRITTATA },
        { day: 3, kind: 'leftover', servings: 2, cookedOnDay: 1, meal: SAAG },
      ],
      forecast: FORECAST,
      newId: sequentialIds(),
    }),
  );
}

function render(ui: React.ReactElement, path: string) {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(ui, { path });
}

const forecastText = async () => {
  const section = await screen.findByRole('region', { name: 'Fresh food forecast' });
  return section.textContent;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The week forecast', () => {
  it('shows fresh food bought and expected left over in grams and pounds, with a meal for each leftover, on the weekly plan', async () => {
    seedCompletedWeek();
    render(<PlanViews />, '/weekly-plan');

    const section = within(await screen.findByRole('region', { name: 'Fresh food forecast' }));
    expect(section.getByText('Fresh food bought').nextSibling?.textContent).toBe('480 g (£3.60)');
    expect(section.getByText('Expected left over').nextSibling?.textContent).toBe('1.24 kg (£2.35)');
    expect(section.getByText('92% by weight')).toBeInTheDocument();
    const spinachRow = within(section.getByText('Spinach').closest('li') as HTMLElement);
    expect(spinachRow.getByText(/40 g · £0\.30/)).toBeInTheDocument();
    expect(spinachRow.getByText('Saag Paneer')).toBeInTheDocument();
    expect(
      within(section.getByText('Spring onion').closest('li') as HTMLElement).getByText('No other dinner of yours uses it'),
    ).toBeInTheDocument();
    expect(section.queryByText(/You have changed the dinners/)).not.toBeInTheDocument();
  });

  it('shows the same figures on the shopping list, which buys a leftover dinner once', async () => {
    seedCompletedWeek();
    const plan = render(<PlanViews />, '/weekly-plan');
    const onPlan = await forecastText();
    plan.unmount();

    render(<ShoppingListPage />, '/shopping-list');
    expect(await forecastText()).toBe(onPlan);
    // 320 g for the saag's four portions and 80 g for the frittata: the leftover day adds none.
    const row = within(screen.getByText('spinach').closest('li') as HTMLElement);
    expect(row.getByText('400 g')).toBeInTheDocument();
  });

  it('marks leftover dinners as such, and says what a cooking day cooks for later', async () => {
    seedCompletedWeek();
    render(<PlanViews />, '/weekly-plan');

    expect(await screen.findByRole('heading', { name: 'Leftovers: Saag Aloo' })).toBeInTheDocument();
    expect(screen.getByText('Cook 4 portions: 2 for later dinners')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Saag Aloo' })).toHaveLength(1);
  });

  it('follows the cook’s edits: a dinner moved past the spinach’s shelf life is worked out again from the plan', async () => {
    seedCompletedWeek();
    seedKitchen((state) => {
      const frittata = Object.values(state.planEntries).find((entry) => entry.meal.id === FRITTATA.id);
      if (!frittata) throw new Error('no frittata');
      const moved = moveEntry(state, frittata.id, { date: '2026-12-04', slot: 'main' });
      if (!moved.ok) throw new Error(moved.reason);
      return moved.state;
    });
    render(<PlanViews />, '/weekly-plan');

    const section = within(await screen.findByRole('region', { name: 'Fresh food forecast' }));
    // Two 240 g bags for 400 g; the frittata's 80 g now falls on day 5, after the spinach's 4 days.
    expect(section.getByText('Fresh food bought').nextSibling?.textContent).toBe('480 g (£4.80)');
    expect(section.getByText('Expected left over').nextSibling?.textContent).toBe('160 g (£1.60)');
    expect(section.getByText('67% by weight')).toBeInTheDocument();
    const spinachRow = within(section.getByText('Spinach').closest('li') as HTMLElement);
    expect(spinachRow.getByText(/160 g · £1\.60/)).toBeInTheDocument();
    // The planner's meal for the leftover still stands: the week does not cook it.
    expect(spinachRow.getByText('Saag Paneer')).toBeInTheDocument();
    expect(section.getByText(/Worked out from your dinners as they are now/)).toBeInTheDocument();
    expect(section.queryByText(/You have changed the dinners/)).not.toBeInTheDocument();
  });

  it('is shown for a week made without the planner, worked out from its meals, on both screens alike', async () => {
    seedKitchen((state) => createWeek(state, { startDate: MONDAY, selected: [SAAG, FRITTATA], newId: sequentialIds() }));
    const plan = render(<PlanViews />, '/weekly-plan');

    const section = within(await screen.findByRole('region', { name: 'Fresh food forecast' }));
    // 160 g and 80 g: one 240 g bag, all of it eaten by day 2.
    expect(section.getByText('Fresh food bought').nextSibling?.textContent).toBe('240 g (£2.40)');
    expect(section.getByText('Expected left over').nextSibling?.textContent).toBe('0 g (£0.00)');
    expect(section.getByText('Every fresh pack is expected to be eaten: nothing left over.')).toBeInTheDocument();
    const onPlan = await forecastText();
    plan.unmount();

    render(<ShoppingListPage />, '/shopping-list');
    expect(await forecastText()).toBe(onPlan);
  });

  it('keeps the planner’s figures, marked as for the week it planned, when a changed dinner carries too little to work them out', async () => {
    seedCompletedWeek();
    seedKitchen((state) => {
      const frittata = Object.values(state.planEntries).find((entry) => entry.meal.id === FRITTATA.id);
      if (!frittata) throw new Error('no frittata');
      const textOnly = aMeal('toast', 'Beans on Toast', { ingredients: [{ name: 'beans', quantity: { amount: 1, unit: 'tin' } }] });
      return { ...state, planEntries: { ...state.planEntries, [frittata.id]: { ...frittata, meal: textOnly } } };
    });
    render(<PlanViews />, '/weekly-plan');

    const section = within(await screen.findByRole('region', { name: 'Fresh food forecast' }));
    expect(section.getByText(/You have changed the dinners since Larder completed your week/)).toBeInTheDocument();
    expect(section.getByText('Expected left over').nextSibling?.textContent).toBe('1.24 kg (£2.35)');
  });

  it('is not shown for a week whose meals carry no amounts or packs', async () => {
    const textOnly = aMeal('toast', 'Beans on Toast', { ingredients: [{ name: 'beans', quantity: { amount: 1, unit: 'tin' } }] });
    seedKitchen((state) => createWeek(state, { startDate: MONDAY, selected: [textOnly], newId: sequentialIds() }));
    render(<PlanViews />, '/weekly-plan');

    expect(await screen.findByRole('heading', { name: 'Flexible Meal Planning' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fresh food forecast' })).not.toBeInTheDocument();
  });
});
