import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMealPlan, type MealPlan } from '../../../domain/meal-plan';
import { advance } from '../../../../tests/support/web/fake-time';
import { aBreakfast, aMeal, stored } from '../../../../tests/support/web/meal-fixtures';
import { json, renderWithApp, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { WeeklyPlanPage } from './weekly-plan-page';

const CURRY = aMeal('m1', 'Chicken Curry', { ingredients: [{ name: 'chicken thighs', expiryDate: '2026-12-20' }] });
const PIE = aMeal('m2', 'Fish Pie', { ingredients: [{ name: 'cod', actualExpiryDate: '2026-11-22', purchased: true }] });
const PORRIDGE = aBreakfast('b1', 'Porridge');

function storePlan(plan: MealPlan) {
  sessionStorage.setItem('mealPlan', JSON.stringify(plan));
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
  await screen.findByRole('region', { name: 'Monday' }, { timeout: 5_000 });
}

async function chooseAction(meal: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${meal}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

const storedPlan = () => stored<MealPlan>('mealPlan');

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
    storePlan(buildMealPlan([]));

    await renderPage();

    expect(screen.getByRole('heading', { name: 'No Meal Plan Found' })).toBeInTheDocument();
  });
});

describe('WeeklyPlanPage with a plan', () => {
  it('links to a new plan, the shopping list and purchase input', async () => {
    storePlan(buildMealPlan([CURRY, PIE]));

    await renderPage();

    expect(screen.getByRole('heading', { name: 'Weekly Meal Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('href', '/planner');
    expect(screen.getByRole('link', { name: 'Shopping List' })).toHaveAttribute('href', '/shopping-list');
    expect(screen.getByRole('link', { name: 'Input Purchases' })).toHaveAttribute('href', '/purchase-input');
  });

  it('opens on the flexible view, what goes off first at the top', async () => {
    storePlan(buildMealPlan([CURRY, PIE]));

    await renderPage();

    expect(screen.getByRole('button', { name: 'Flexible' })).toHaveAttribute('aria-pressed', 'true');
    const flexible = within(screen.getByRole('region', { name: 'Flexible Meal Planning' }));
    expect(flexible.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fish Pie', 'Chicken Curry']);
  });

  it('offers the main and breakfast lists when the plan has both', async () => {
    storePlan(buildMealPlan([CURRY, PIE, PORRIDGE]));

    await renderPage();

    expect(screen.getByRole('button', { name: 'Main Meals (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Breakfast/Brunch (1)' })).toBeInTheDocument();
  });

  it('opens the recipe from the flexible view', async () => {
    storePlan(buildMealPlan([CURRY]));
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'View Recipe' }));

    expect(await screen.findByRole('dialog', { name: 'Chicken Curry' })).toBeInTheDocument();
  });

  it('saves a meal for later from the flexible view into mealPlan', async () => {
    storePlan(buildMealPlan([CURRY]));
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));

    expect(storedPlan()?.Monday.main?.isSaved).toBe(true);
  });

  it('shows the week as a calendar', async () => {
    storePlan(buildMealPlan([CURRY, PIE]));
    await renderPage();

    await openCalendar();

    expect(screen.getByRole('tab', { name: 'Flexible meal planning (expiry date order)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('region', { name: 'Monday' })).getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
  });
});

describe('WeeklyPlanPage calendar meal actions', () => {
  async function renderCalendar(plan: MealPlan = buildMealPlan([CURRY, PIE])) {
    storePlan(plan);
    await renderPage();
    await openCalendar();
  }

  it('saves a meal for later with "Saved for later" and stores it in mealPlan', async () => {
    await renderCalendar();

    await chooseAction('Chicken Curry', 'Save for later');

    expect(await toasts().findByText('Saved for later')).toBeInTheDocument();
    expect(storedPlan()?.Monday.main?.isSaved).toBe(true);
  });

  it('shows the Saved badge on the card once saved', async () => {
    await renderCalendar();

    await chooseAction('Chicken Curry', 'Save for later');

    expect(within(screen.getByRole('region', { name: 'Monday' })).getByText('Saved')).toBeInTheDocument();
  });

  it('removes it from saved with "Removed from saved" and stores that', async () => {
    await renderCalendar(buildMealPlan([{ ...CURRY, isSaved: true }, PIE]));

    await chooseAction('Chicken Curry', 'Remove from saved');

    expect(await toasts().findByText('Removed from saved')).toBeInTheDocument();
    expect(storedPlan()?.Monday.main?.isSaved).toBe(false);
  });

  it('stops recommending a meal with "Won\'t recommend again" and stores it', async () => {
    await renderCalendar();

    await chooseAction('Fish Pie', "Don't recommend again");

    expect(await toasts().findByText("Won't recommend again")).toBeInTheDocument();
    expect(storedPlan()?.Tuesday.main?.doNotRecommend).toBe(true);
  });

  it('allows recommendations again with "Will recommend again" and stores it', async () => {
    await renderCalendar(buildMealPlan([CURRY, { ...PIE, doNotRecommend: true }]));

    await chooseAction('Fish Pie', 'Allow recommendations');

    expect(await toasts().findByText('Will recommend again')).toBeInTheDocument();
    expect(storedPlan()?.Tuesday.main?.doNotRecommend).toBe(false);
  });

  it('moves a meal to another day and stores the new plan', async () => {
    await renderCalendar();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Chicken Curry to another day' }), 'Saturday');

    expect(await toasts().findByText('Meal moved')).toBeInTheDocument();
    expect(toasts().getByText('Main meal moved from Monday to Saturday.')).toBeInTheDocument();
    expect(storedPlan()?.Saturday.main?.id).toBe('m1');
    expect(storedPlan()?.Monday.main).toBeUndefined();
  });
});
