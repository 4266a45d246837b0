import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { setEntryMarks } from '../../../domain/kitchen/plan-commands';
import type { PlanEntry } from '../../../domain/kitchen/items';
import type { Meal } from '../../../domain/meal';
import { advance } from '../../../../tests/support/web/fake-time';
import { aBreakfast, aMeal } from '../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../tests/support/web/memory-storage';
import { json, renderWithApp, seedKitchen, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { WeeklyPlanPage } from './weekly-plan-page';

const CURRY = aMeal('m1', 'Chicken Curry', { ingredients: [{ name: 'chicken thighs', expiryDate: '2026-12-20' }] });
const PIE = aMeal('m2', 'Fish Pie', { ingredients: [{ name: 'cod', actualExpiryDate: '2026-11-22', purchased: true }] });
const PORRIDGE = aBreakfast('b1', 'Porridge');

/** A Monday: the plan's days are Monday 30 Nov to Sunday 6 Dec. */
const MONDAY = '2026-11-30';

/** A week of these meals from Monday, one a day in order, with `marks` on the named meals. */
function storePlan(meals: Meal[], marks: Record<string, { saved?: boolean; doNotRecommend?: boolean }> = {}) {
  seedKitchen((state) => {
    let next = createWeek(state, { startDate: MONDAY, selected: meals, newId: sequentialIds() });
    for (const entry of Object.values(next.planEntries)) {
      const mark = marks[entry.meal.name];
      if (mark) next = setEntryMarks(next, entry.id, mark);
    }
    return next;
  });
}

/** Renders the page, lets its 1 s of skeletons pass on fake time, then goes back to real time. */
async function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  const view = renderWithApp(<WeeklyPlanPage />, { path: '/weekly-plan' });
  await advance(1_000);
  vi.useRealTimers();
  // The plan's part of the screen was loading during the skeletons.
  // A chunk's first load in a test is its first transform: on a busy machine that takes seconds.
  await waitFor(() => expect(screen.queryByLabelText('Loading your meal plan')).not.toBeInTheDocument(), { timeout: 5_000 });
  return view;
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Weekly calendar' }));
  // The calendar's code loads when it is first opened.
  await screen.findByRole('region', { name: 'Monday 30 Nov' }, { timeout: 5_000 });
}

async function chooseAction(meal: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${meal}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** The stored entry of the meal named `name`. */
const storedEntry = (name: string): PlanEntry | undefined =>
  Object.values(storedKitchen()?.state.planEntries ?? {}).find((entry) => entry.meal.name === name);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WeeklyPlanPage without a plan', () => {
  it('shows skeletons for the first second', async () => {
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(<WeeklyPlanPage />, { path: '/weekly-plan' });

    await advance(999);

    expect(screen.getByLabelText('Loading your meal plan')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'No Meal Plan Found' })).not.toBeInTheDocument();
  });

  it('says "No Meal Plan Found" after the skeletons', async () => {
    await renderPage();

    expect(screen.getByRole('heading', { name: 'No Meal Plan Found' })).toBeInTheDocument();
    expect(screen.getByText("It looks like you haven't created a meal plan yet.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading your meal plan')).not.toBeInTheDocument();
  });

  it('links to the planner with Create a Meal Plan', async () => {
    await renderPage();

    expect(screen.getByRole('link', { name: 'Create a Meal Plan' })).toHaveAttribute('href', '/planner');
  });

  it('treats a plan without meals as no plan', async () => {
    seedKitchen((state) => ({ ...state, week: { startDate: MONDAY, days: 7 } }));

    await renderPage();

    expect(screen.getByRole('heading', { name: 'No Meal Plan Found' })).toBeInTheDocument();
  });
});

describe('WeeklyPlanPage with a plan', () => {
  it('links to a new plan, the shopping list and purchase input', async () => {
    storePlan([CURRY, PIE]);

    await renderPage();

    expect(screen.getByRole('heading', { name: 'Weekly Meal Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('href', '/planner');
    expect(screen.getByRole('link', { name: 'Shopping List' })).toHaveAttribute('href', '/shopping-list');
    expect(screen.getByRole('link', { name: 'Input Purchases' })).toHaveAttribute('href', '/purchase-input');
  });

  it('opens on the flexible view, what goes off first at the top', async () => {
    storePlan([CURRY, PIE]);

    await renderPage();

    expect(screen.getByRole('button', { name: 'Flexible' })).toHaveAttribute('aria-pressed', 'true');
    const flexible = within(screen.getByRole('region', { name: 'Flexible Meal Planning' }));
    expect(flexible.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fish Pie', 'Chicken Curry']);
  });

  it('fetches the picture of the meal at the top at once, and the others as they come near the view', async () => {
    storePlan([CURRY, PIE]);

    await renderPage();

    const flexible = within(screen.getByRole('region', { name: 'Flexible Meal Planning' }));
    const pictures = ['Fish Pie', 'Chicken Curry'].map((name) => flexible.getByRole('img', { name }));
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('offers the main and breakfast lists when the plan has both', async () => {
    storePlan([CURRY, PIE, PORRIDGE]);

    await renderPage();

    expect(screen.getByRole('button', { name: 'Main Meals (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Breakfast/Brunch (1)' })).toBeInTheDocument();
  });

  it('opens the recipe from the flexible view', async () => {
    storePlan([CURRY]);
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'View Recipe' }));

    expect(await screen.findByRole('dialog', { name: 'Chicken Curry' })).toBeInTheDocument();
  });

  it('saves a meal for later from the flexible view, in the kitchen store', async () => {
    storePlan([CURRY]);
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));

    expect(storedEntry('Chicken Curry')?.saved).toBe(true);
  });

  it('shows the week as a calendar', async () => {
    storePlan([CURRY, PIE]);
    await renderPage();

    await openCalendar();

    expect(screen.getByRole('tab', { name: 'Flexible meal planning (expiry date order)' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Monday 30 Nov' })).getByRole('heading', { name: 'Chicken Curry' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday 30 Nov',
      'Tuesday 1 Dec',
      'Wednesday 2 Dec',
      'Thursday 3 Dec',
      'Friday 4 Dec',
      'Saturday 5 Dec',
      'Sunday 6 Dec',
    ]);
  });
});

describe('WeeklyPlanPage calendar meal actions', () => {
  async function renderCalendar(marks: Parameters<typeof storePlan>[1] = {}) {
    storePlan([CURRY, PIE], marks);
    await renderPage();
    await openCalendar();
  }

  it('saves a meal for later with "Saved for later" and stores it', async () => {
    await renderCalendar();

    await chooseAction('Chicken Curry', 'Save for later');

    expect(await toasts().findByText('Saved for later')).toBeInTheDocument();
    expect(storedEntry('Chicken Curry')?.saved).toBe(true);
  });

  it('says "Failed to update saved status" when the browser cannot store the mark, and keeps the meal unsaved', async () => {
    await renderCalendar();
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.startsWith('larder:kitchen:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });

    await chooseAction('Chicken Curry', 'Save for later');

    expect(await toasts().findByText('Failed to update saved status. Please try again.')).toBeInTheDocument();
    expect(toasts().queryByText('Saved for later')).not.toBeInTheDocument();
    full.mockRestore();
    expect(storedEntry('Chicken Curry')?.saved).toBeFalsy();
  });

  it('shows the Saved badge on the card once saved', async () => {
    await renderCalendar();

    await chooseAction('Chicken Curry', 'Save for later');

    expect(within(screen.getByRole('region', { name: 'Monday 30 Nov' })).getByText('Saved')).toBeInTheDocument();
  });

  it('removes it from saved with "Removed from saved" and stores that', async () => {
    await renderCalendar({ 'Chicken Curry': { saved: true } });

    await chooseAction('Chicken Curry', 'Remove from saved');

    expect(await toasts().findByText('Removed from saved')).toBeInTheDocument();
    expect(storedEntry('Chicken Curry')?.saved).toBe(false);
  });

  it('stops recommending a meal with "Won\'t recommend again", and keeps it from later generations', async () => {
    await renderCalendar();

    await chooseAction('Fish Pie', "Don't recommend again");

    expect(await toasts().findByText("Won't recommend again")).toBeInTheDocument();
    expect(storedEntry('Fish Pie')?.doNotRecommend).toBe(true);
    expect(storedKitchen()?.state.dismissedMeals).toEqual([{ id: 'm2', name: 'Fish Pie' }]);
  });

  it('allows recommendations again with "Will recommend again" and stores it', async () => {
    await renderCalendar({ 'Fish Pie': { doNotRecommend: true } });

    await chooseAction('Fish Pie', 'Allow recommendations');

    expect(await toasts().findByText('Will recommend again')).toBeInTheDocument();
    expect(storedEntry('Fish Pie')?.doNotRecommend).toBe(false);
    expect(storedKitchen()?.state.dismissedMeals).toEqual([]);
  });

  it('moves a meal to another day and stores the new plan', async () => {
    await renderCalendar();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Saturday 5 Dec');

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Monday to Saturday.')).toBeInTheDocument();
    expect(storedEntry('Chicken Curry')?.date).toBe('2026-12-05');
    expect(
      within(screen.getByRole('region', { name: 'Monday 30 Nov' })).getByText('No meal planned for Monday 30 Nov'),
    ).toBeInTheDocument();
  });
});
