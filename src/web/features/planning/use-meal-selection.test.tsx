import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../../domain/meal';
import { aBreakfast, aMeal, somePreferences } from '../../../../tests/support/web/meal-fixtures';
import { setSelection } from '../../../domain/kitchen/commands';
import { kitchenWrapper, seedKitchen, storedKitchen, toasts } from '../../../../tests/support/web/web-harness';
import { SELECTION_DEBOUNCE_MS, useMealSelection } from './use-meal-selection';

const CURRY = aMeal('m1', 'Chicken Curry');
const PIE = aMeal('m2', 'Fish Pie');
const RISOTTO = aMeal('m3', 'Mushroom Risotto');
const PORRIDGE = aBreakfast('b1', 'Porridge');
const START = new Date('2025-03-01T12:00:00.000Z').getTime();
const OPTIONS = [CURRY, PIE, RISOTTO, PORRIDGE];

function renderSelection(required = 2, initial: Meal[] = []) {
  const preferences = somePreferences({ mealCount: { main: required } });
  if (initial.length > 0)
    seedKitchen((state) => setSelection(state, { options: { main: OPTIONS }, selected: { main: initial }, preferences }));
  const { wrapper } = kitchenWrapper();
  return renderHook(() => useMealSelection(required, preferences, OPTIONS), { wrapper });
}

/** The selection the store keeps, as its ids. */
const storedSelection = () => storedKitchen()?.state.selection?.selected.main.map((meal) => meal.id);

const ids = (meals: Meal[]) => meals.map((meal) => meal.id);

/** Toggles at a moment `ms` after the start (selection debounce is by the clock). */
function toggleAt(result: { current: ReturnType<typeof useMealSelection> }, meal: Meal, ms: number) {
  vi.setSystemTime(START + ms);
  act(() => result.current.toggle(meal));
}

beforeEach(() => {
  toast.dismiss();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useMealSelection', () => {
  it('selects a meal and deselects it again', () => {
    const { result } = renderSelection();

    toggleAt(result, CURRY, 0);
    expect(ids(result.current.selected)).toEqual(['m1']);

    toggleAt(result, CURRY, 1_000);
    expect(result.current.selected).toEqual([]);
  });

  it('refuses a meal past the required count with "Maximum meals selected"', async () => {
    const { result } = renderSelection(2);
    toggleAt(result, CURRY, 0);
    toggleAt(result, PIE, 10);

    toggleAt(result, RISOTTO, 20);

    expect(ids(result.current.selected)).toEqual(['m1', 'm2']);
    expect(await toasts().findByText('Maximum meals selected')).toBeInTheDocument();
    expect(toasts().getByText('You can only select 2 meals. Deselect a meal first.')).toBeInTheDocument();
  });

  it('accepts another meal once one is deselected', () => {
    const { result } = renderSelection(2);
    toggleAt(result, CURRY, 0);
    toggleAt(result, PIE, 10);
    toggleAt(result, CURRY, 1_000);

    toggleAt(result, RISOTTO, 1_010);

    expect(ids(result.current.selected)).toEqual(['m2', 'm3']);
  });

  it('ignores a second toggle of the same meal within 300 ms', () => {
    const { result } = renderSelection();
    toggleAt(result, CURRY, 0);

    toggleAt(result, CURRY, SELECTION_DEBOUNCE_MS - 1);

    expect(ids(result.current.selected)).toEqual(['m1']);
  });

  it('counts a second toggle of the same meal 300 ms after the first', () => {
    const { result } = renderSelection();
    toggleAt(result, CURRY, 0);

    toggleAt(result, CURRY, 300);

    expect(result.current.selected).toEqual([]);
  });

  it('keeps each change in the kitchen store, with the options it was chosen from and the preferences', () => {
    const { result } = renderSelection();
    toggleAt(result, CURRY, 0);
    toggleAt(result, CURRY, 100);
    toggleAt(result, PIE, 200);

    expect(storedSelection()).toEqual(['m1', 'm2']);
    expect(storedKitchen()?.state.selection?.options.main.map((meal) => meal.id)).toEqual(['m1', 'm2', 'm3', 'b1']);
    expect(storedKitchen()?.state.selection?.preferences?.mealCount.main).toBe(2);
  });

  it('does not take a selection made for other preferences as this one', () => {
    seedKitchen((state) =>
      setSelection(state, {
        options: { main: OPTIONS },
        selected: { main: [CURRY] },
        preferences: somePreferences({ cuisines: ['Thai'] }),
      }),
    );
    const { wrapper } = kitchenWrapper();
    const { result } = renderHook(() => useMealSelection(2, somePreferences({ mealCount: { main: 2 } }), OPTIONS), { wrapper });

    expect(result.current.selected).toEqual([]);
  });

  it('does not count breakfasts toward the required main meals', async () => {
    const { result } = renderSelection(2);
    toggleAt(result, CURRY, 0);
    toggleAt(result, PIE, 10);

    toggleAt(result, PORRIDGE, 20);

    expect(ids(result.current.selected)).toEqual(['m1', 'm2', 'b1']);
    expect(result.current.mainsSelected).toBe(2);
    expect(toasts().queryByText('Maximum meals selected')).not.toBeInTheDocument();
  });

  it('does not reach the required count with breakfasts alone', () => {
    const { result } = renderSelection(1);

    toggleAt(result, PORRIDGE, 0);

    expect(result.current.mainsSelected).toBe(0);
  });

  it('starts from a restored selection', () => {
    const { result } = renderSelection(2, [CURRY]);

    expect(ids(result.current.selected)).toEqual(['m1']);
    expect(result.current.mainsSelected).toBe(1);
  });
});
