import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../../domain/kitchen/commands';
import type { KitchenState } from '../../../../domain/kitchen/kitchen-state';
import { planDays } from '../../../../domain/kitchen/views';
import { aBreakfast, aMeal } from '../../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../../tests/support/web/memory-storage';
import { json, renderWithApp, seedKitchen, storedKitchen, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { useKitchen, useKitchenStore } from '../../../lib/kitchen/kitchen-context';
import { CANNOT_MOVE_MESSAGE, moveMeal } from '../move-meal';
import { WeekCalendar } from './week-calendar';

const CURRY = aMeal('m1', 'Chicken Curry');
const PIE = aMeal('m2', 'Fish Pie');
const PORRIDGE = aBreakfast('b1', 'Porridge');
/** A Thursday: the week need not start on a Monday. */
const START = '2026-12-03';

/** The calendar as the plan screen shows it: the store's days, moves through `moveMeal`. */
function Calendar() {
  const store = useKitchenStore();
  const days = useKitchen(planDays);
  return <WeekCalendar days={days} onMove={(id, to) => void moveMeal(store, id, to)} onOpenRecipe={() => undefined} onMark={() => true} />;
}

function renderCalendar(change: (state: KitchenState) => KitchenState = (state) => state) {
  seedKitchen((state) => change(createWeek(state, { startDate: START, selected: [CURRY, PIE], newId: sequentialIds() })));
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(<Calendar />);
}

const day = (name: string) => within(screen.getByRole('region', { name }));
const dateOf = (name: string) => Object.values(storedKitchen()?.state.planEntries ?? {}).find((entry) => entry.meal.name === name)?.date;

/** Porridge in Saturday's main slot (a breakfast can sit there: it is labelled Breakfast/Brunch). */
const withPorridgeOnSaturday = (state: KitchenState): KitchenState => ({
  ...state,
  planEntries: { ...state.planEntries, porridge: { id: 'porridge', date: '2026-12-05', slot: 'main', meal: PORRIDGE } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WeekCalendar', () => {
  it("shows the plan's seven days from the first day the cook chose, with their dates", () => {
    renderCalendar();

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Thursday 3 Dec',
      'Friday 4 Dec',
      'Saturday 5 Dec',
      'Sunday 6 Dec',
      'Monday 7 Dec',
      'Tuesday 8 Dec',
      'Wednesday 9 Dec',
    ]);
    expect(day('Thursday 3 Dec').getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(day('Friday 4 Dec').getByRole('heading', { name: 'Fish Pie' })).toBeInTheDocument();
  });

  it('lays the seven days out in seven columns on large screens (from 1024 px), three on medium ones', () => {
    renderCalendar();

    const grid = screen.getByRole('region', { name: 'Thursday 3 Dec' }).parentElement;
    expect(grid).toHaveClass('lg:grid-cols-7', 'md:grid-cols-3', 'grid-cols-1');
    expect(grid?.className).not.toMatch(/xl:grid-cols/);
  });

  it('labels a main slot Main Meal, and one holding a breakfast Breakfast/Brunch', () => {
    renderCalendar(withPorridgeOnSaturday);

    expect(day('Thursday 3 Dec').getByText('Main Meal')).toBeInTheDocument();
    expect(day('Saturday 5 Dec').getByText('Breakfast/Brunch')).toBeInTheDocument();
  });

  it('offers to add a meal on an empty day', () => {
    renderCalendar();

    expect(day('Sunday 6 Dec').getByText('No meal planned for Sunday 6 Dec')).toBeInTheDocument();
    expect(day('Sunday 6 Dec').getByRole('link', { name: 'Add a meal' })).toHaveAttribute('href', '/planner');
  });

  it('moves a main meal to an empty day with "Meal moved", and stores its new date', async () => {
    renderCalendar();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Monday 7 Dec');

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Thursday to Monday.')).toBeInTheDocument();
    expect(dateOf('Chicken Curry')).toBe('2026-12-07');
    expect(day('Monday 7 Dec').getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(day('Thursday 3 Dec').getByText('No meal planned for Thursday 3 Dec')).toBeInTheDocument();
  });

  it("swaps two main meals' dates", async () => {
    renderCalendar();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Friday 4 Dec');

    expect(dateOf('Chicken Curry')).toBe('2026-12-04');
    expect(dateOf('Fish Pie')).toBe('2026-12-03');
  });

  it('refuses to put a breakfast onto a main meal with "Cannot move meal"', async () => {
    renderCalendar(withPorridgeOnSaturday);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Porridge to another day' }), 'Thursday 3 Dec');

    expect(await toasts().findByText('Cannot move meal')).toBeInTheDocument();
    expect(toasts().getByText(CANNOT_MOVE_MESSAGE)).toBeInTheDocument();
    expect(dateOf('Porridge')).toBe('2026-12-05');
    expect(dateOf('Chicken Curry')).toBe('2026-12-03');
  });
});

describe('moveMeal', () => {
  function withStore() {
    seedKitchen((state) => createWeek(state, { startDate: START, selected: [CURRY, PIE, PORRIDGE], newId: sequentialIds() }));
    return renderWithApp(<></>).kitchen;
  }
  const idOf = (state: KitchenState, name: string) => Object.values(state.planEntries).find((entry) => entry.meal.name === name)?.id ?? '';

  it('says which kind of meal moved from which day to which', async () => {
    const kitchen = withStore();

    act(() => void moveMeal(kitchen, idOf(kitchen.getState(), 'Fish Pie'), { date: '2026-12-05', slot: 'main' }));

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Friday to Saturday.')).toBeInTheDocument();
  });

  it('names a breakfast that moved', async () => {
    const kitchen = withStore();

    act(() => void moveMeal(kitchen, idOf(kitchen.getState(), 'Porridge'), { date: '2026-12-07', slot: 'breakfast' }));

    expect(await toasts().findByText('Breakfast moved from Thursday to Monday.')).toBeInTheDocument();
  });

  it('refuses a breakfast dropped onto a main slot, and changes nothing', async () => {
    const kitchen = withStore();
    const before = kitchen.getState();

    let result: ReturnType<typeof moveMeal> | undefined;
    act(() => {
      result = moveMeal(kitchen, idOf(before, 'Porridge'), { date: '2026-12-04', slot: 'main' });
    });

    expect(result?.ok).toBe(false);
    expect(kitchen.getState()).toBe(before);
    expect(await toasts().findByText('Cannot move meal')).toBeInTheDocument();
  });

  it('does nothing, and says nothing, when a meal is dropped back on its own day', () => {
    const kitchen = withStore();
    const before = kitchen.getState();

    act(() => void moveMeal(kitchen, idOf(before, 'Chicken Curry'), { date: START, slot: 'main' }));

    expect(kitchen.getState()).toBe(before);
    expect(toasts().queryByText('Meal moved')).not.toBeInTheDocument();
  });

  it('keeps every meal in the plan after a swap', () => {
    const kitchen = withStore();
    const meals = (state: KitchenState) =>
      Object.values(state.planEntries)
        .map((entry) => entry.meal.id)
        .sort();
    const before = meals(kitchen.getState());

    act(() => void moveMeal(kitchen, idOf(kitchen.getState(), 'Chicken Curry'), { date: '2026-12-04', slot: 'main' }));

    expect(meals(kitchen.getState())).toEqual(before);
  });
});
