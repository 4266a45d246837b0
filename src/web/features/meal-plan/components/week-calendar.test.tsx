import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMealPlan, type MealPlan } from '../../../../domain/meal-plan';
import type { Meal } from '../../../../domain/meal';
import { aBreakfast, aMeal } from '../../../../../tests/support/web/meal-fixtures';
import { json, renderWithApp, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { WeekCalendar, moveMeal } from './week-calendar';

const CURRY = aMeal('m1', 'Chicken Curry');
const PIE = aMeal('m2', 'Fish Pie');
const PORRIDGE = aBreakfast('b1', 'Porridge');
const CANNOT_MOVE = 'Cannot move meal: You can only swap meals of the same type (breakfast, lunch, or dinner).';

function renderCalendar(plan: MealPlan) {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  const onPlanChange = vi.fn<(plan: MealPlan) => void>();
  renderWithApp(<WeekCalendar plan={plan} onPlanChange={onPlanChange} onOpenRecipe={() => undefined} onMealChange={() => undefined} />);
  return { onPlanChange };
}

const day = (name: string) => within(screen.getByRole('region', { name }));
const changedPlan = (onPlanChange: { mock: { calls: [MealPlan][] } }) => onPlanChange.mock.calls.at(-1)?.[0];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WeekCalendar', () => {
  it('shows Monday to Sunday', () => {
    renderCalendar(buildMealPlan([CURRY]));

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('labels a main slot Main Meal, and one holding a breakfast Breakfast/Brunch', () => {
    const plan = buildMealPlan([CURRY]);
    plan.Tuesday.main = PORRIDGE;

    renderCalendar(plan);

    expect(day('Monday').getByText('Main Meal')).toBeInTheDocument();
    expect(day('Tuesday').getByText('Breakfast/Brunch')).toBeInTheDocument();
  });

  it('offers to add a meal on an empty day', () => {
    renderCalendar(buildMealPlan([CURRY]));

    expect(day('Sunday').getByText('No meal planned for Sunday')).toBeInTheDocument();
    expect(day('Sunday').getByRole('link', { name: 'Add a meal' })).toHaveAttribute('href', '/planner');
  });

  it('moves a main meal to an empty day with "Meal moved"', async () => {
    const { onPlanChange } = renderCalendar(buildMealPlan([CURRY, PIE]));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Saturday');

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Monday to Saturday.')).toBeInTheDocument();
    expect(changedPlan(onPlanChange)?.Saturday.main?.id).toBe('m1');
    expect(changedPlan(onPlanChange)?.Monday.main).toBeUndefined();
  });

  it('swaps two main meals', async () => {
    const { onPlanChange } = renderCalendar(buildMealPlan([CURRY, PIE]));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Tuesday');

    expect(changedPlan(onPlanChange)?.Monday.main?.id).toBe('m2');
    expect(changedPlan(onPlanChange)?.Tuesday.main?.id).toBe('m1');
  });

  it('refuses to put a breakfast onto a main meal with "Cannot move meal"', async () => {
    const plan = buildMealPlan([CURRY, PIE]);
    plan.Wednesday.main = PORRIDGE;
    const { onPlanChange } = renderCalendar(plan);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Porridge to another day' }), 'Monday');

    expect(await toasts().findByText('Cannot move meal')).toBeInTheDocument();
    expect(toasts().getByText(CANNOT_MOVE)).toBeInTheDocument();
    expect(onPlanChange).not.toHaveBeenCalled();
  });
});

describe('moveMeal', () => {
  function withToaster() {
    renderWithApp(<></>);
  }

  const plan = (): MealPlan => buildMealPlan([CURRY, PIE, PORRIDGE]);

  it('says which kind of meal moved from which day to which', async () => {
    withToaster();

    act(() => void moveMeal(plan(), { day: 'Tuesday', slot: 'main' }, { day: 'Saturday', slot: 'main' }));

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Tuesday to Saturday.')).toBeInTheDocument();
  });

  it('names a breakfast that moved', async () => {
    withToaster();

    act(() => void moveMeal(plan(), { day: 'Monday', slot: 'breakfast' }, { day: 'Friday', slot: 'breakfast' }));

    expect(await toasts().findByText('Breakfast moved from Monday to Friday.')).toBeInTheDocument();
  });

  it('refuses a breakfast dropped onto a main slot', async () => {
    withToaster();
    let moved: MealPlan | undefined = plan();

    act(() => {
      moved = moveMeal(plan(), { day: 'Monday', slot: 'breakfast' }, { day: 'Tuesday', slot: 'main' });
    });

    expect(moved).toBeUndefined();
    expect(await toasts().findByText('Cannot move meal')).toBeInTheDocument();
    expect(toasts().getByText(CANNOT_MOVE)).toBeInTheDocument();
  });

  it('does nothing, and says nothing, when a meal is dropped back on its own day', () => {
    withToaster();
    let moved: MealPlan | undefined = plan();

    act(() => {
      moved = moveMeal(plan(), { day: 'Monday', slot: 'main' }, { day: 'Monday', slot: 'main' });
    });

    expect(moved).toBeUndefined();
    expect(toasts().queryByText('Meal moved')).not.toBeInTheDocument();
  });

  it('keeps every meal in the plan after a swap', () => {
    withToaster();
    let moved: MealPlan | undefined;

    act(() => {
      moved = moveMeal(plan(), { day: 'Monday', slot: 'main' }, { day: 'Tuesday', slot: 'main' });
    });

    const ids = (p: MealPlan | undefined) =>
      Object.values(p ?? {})
        .flatMap((slots: { main?: Meal; breakfast?: Meal }) => [slots.main?.id, slots.breakfast?.id])
        .filter(Boolean)
        .sort();
    expect(ids(moved)).toEqual(ids(plan()));
  });
});
