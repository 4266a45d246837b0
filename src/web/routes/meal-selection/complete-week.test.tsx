import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { planDays } from '../../../domain/kitchen/views';
import type { Meal, MealInput } from '../../../domain/meal';
import type { WeekForecast } from '../../../domain/week-plan';
import { defaultWeekStart } from '../../lib/dates';
import { done, mealEvent, stage, streams } from '../../../../tests/support/web/generation-stream';
import { aMeal, somePreferences, storePreferences } from '../../../../tests/support/web/meal-fixtures';
import {
  json,
  renderWithApp,
  storedKitchen,
  stubServer,
  toasts,
  unreachable,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { MealSelectionPage } from './meal-selection-page';

type Line = NonNullable<MealInput['ingredients']>[number];
const spinach = (amount: number): Line => ({
  name: 'spinach',
  quantity: { amount, unit: 'g' },
  ingredientId: 'spinach',
  amount,
  unit: 'g',
  pack: { size: 240, label: '240 g bag' },
  shelfLifeDays: 4,
});
const catalogMeal = (id: string, name: string, lines: Line[], servings = 2): Meal =>
  aMeal(id, name, { allergenSource: 'catalog', ingredients: lines, servings });

const SAAG = catalogMeal('saag-aloo', 'Saag Aloo', [spinach(160)]);
const FRITTATA = catalogMeal('spinach-frittata', 'Spinach Frittata', [spinach(80)]);
const DAL = catalogMeal('tarka-dal', 'Tarka Dal', [{ name: 'red lentils', quantity: { amount: 150, unit: 'g' } }]);
const OPTIONS = [SAAG, FRITTATA, DAL];
const PREFERENCES = somePreferences({ mealCount: { main: 3 }, servings: 2 });

const FORECAST: WeekForecast = {
  freshBought: { grams: 480, pounds: 3.6 },
  leftOver: { grams: 40, pounds: 0.3 },
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
  ],
};

/** The planner's answer: saag cooked on day 1 for two days (4 portions), frittata on day 2, saag's leftovers on day 3. */
function plannedWeek(startDate: string) {
  const day = (n: number, kind: 'cook' | 'leftover', meal: Meal, extra: Record<string, unknown> = {}) => ({
    day: n,
    date: startDate,
    mealId: meal.id,
    name: meal.name,
    cuisine: 'Indian',
    kind,
    servings: 2,
    chosen: meal.id === SAAG.id,
    allergens: [],
    mayContain: [],
    meal,
    ...extra,
  });
  return {
    startDate,
    days: [
      day(1, 'cook', { ...SAAG, servings: 4, ingredients: [spinach(320)] }, { portionsCooked: 4, portionsFrozen: 0 }),
      day(2, 'cook', FRITTATA, { portionsCooked: 2, portionsFrozen: 0 }),
      day(3, 'leftover', SAAG, { cookedOnDay: 1 }),
    ],
    ingredients: [],
    inventory: [],
    totals: {
      perishableGramsBought: 480,
      perishableGramsUsed: 440,
      perishableShareUsed: 0.917,
      poundsBought: 3.6,
      poundsWasted: 0.3,
      weekCost: 3.6,
      portionsFrozen: 0,
    },
    forecast: FORECAST,
    notices: [],
  };
}

function renderPage(suggest: Handler, options: readonly Meal[] = OPTIONS, preferences = PREFERENCES) {
  storePreferences(preferences);
  const server = stubServer({
    'GET /api/auth/get-session': () => json(null),
    'POST /api/generations': streams(() => [stage('Generating meal recipes', 40), ...options.map(mealEvent), done([...options])]),
    'POST /api/plans/suggest': suggest,
  });
  renderWithApp(
    <Routes>
      <Route path="/meal-selection" element={<MealSelectionPage />} />
      <Route path="/weekly-plan" element={<h1>Weekly plan screen</h1>} />
    </Routes>,
    { path: '/meal-selection' },
  );
  return server;
}

function card(name: string) {
  let element = screen.getByRole('heading', { name }).parentElement;
  while (element && !within(element).queryByRole('button', { name: /^Select(ed)?$/ })) element = element.parentElement;
  if (!element) throw new Error(`No card for ${name}`);
  return within(element);
}

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Meal selection: what an option shares with the meals chosen', () => {
  it('shows "Uses the rest of your spinach" on an option once a meal that opens the bag is chosen', async () => {
    renderPage(() => json(plannedWeek(defaultWeekStart())));
    await screen.findByRole('heading', { name: 'Saag Aloo' });
    expect(screen.queryByText('Uses the rest of your spinach')).not.toBeInTheDocument();

    await userEvent.click(card('Saag Aloo').getByRole('button', { name: 'Select' }));

    expect(card('Spinach Frittata').getByText('Uses the rest of your spinach')).toBeInTheDocument();
    expect(card('Tarka Dal').queryByText(/spinach/)).not.toBeInTheDocument();
    // The chosen meal itself says nothing.
    expect(card('Saag Aloo').queryByText(/Uses/)).not.toBeInTheDocument();
  });
});

describe('Meal selection: Complete my week', () => {
  it('asks the server to fill the open dinners from the options, and stores its week with leftovers and the forecast', async () => {
    const server = renderPage((request) => json(plannedWeek((request.body as { startDate: string }).startDate)));
    await screen.findByRole('heading', { name: 'Saag Aloo' });
    await userEvent.click(card('Saag Aloo').getByRole('button', { name: 'Select' }));

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await screen.findByRole('heading', { name: 'Weekly plan screen' }, { timeout: 3_000 })).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/plans/suggest');
    expect(sent?.body).toMatchObject({
      days: 3,
      chosenIds: ['saag-aloo'],
      optionIds: ['saag-aloo', 'spinach-frittata', 'tarka-dal'],
      startDate: defaultWeekStart(),
      preferences: { servings: 2 },
    });
    const state = storedKitchen()?.state;
    if (!state) throw new Error('nothing stored');
    const dinners = planDays(state)
      .slice(0, 3)
      .map((day) => day.main[0]);
    expect(dinners.map((entry) => entry?.meal.name)).toEqual(['Saag Aloo', 'Spinach Frittata', 'Saag Aloo']);
    expect(dinners[0]).toMatchObject({ servings: 2, meal: { servings: 4 } });
    expect(dinners[2]?.leftoverOf).toBe(dinners[0]?.id);
    expect(state.week?.forecast).toMatchObject({ leftOver: { grams: 40, pounds: 0.3 } });
    expect(toasts().getByText('Your week is planned')).toBeInTheDocument();
  });

  it('says the rate limit was reached, and keeps the cook on their choices', async () => {
    renderPage(() =>
      json({ error: { type: 'rate_limit', message: 'API rate limit reached. Please wait a few minutes and try again.' } }, 429),
    );
    await screen.findByRole('heading', { name: 'Saag Aloo' });

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await toasts().findByText('Rate Limit Exceeded')).toBeInTheDocument();
    expect(toasts().getByText('API rate limit reached. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose Your Meals' })).toBeInTheDocument();
    expect(storedKitchen()?.state.planEntries).toEqual({});
    expect(screen.getByRole('button', { name: 'Complete my week' })).toBeEnabled();
  });

  it('says the connection is down when the server cannot be reached', async () => {
    renderPage(unreachable);
    await screen.findByRole('heading', { name: 'Saag Aloo' });

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await toasts().findByText('Network Error')).toBeInTheDocument();
    expect(toasts().getByText('Network connection issues detected. Please check your internet connection.')).toBeInTheDocument();
    expect(storedKitchen()?.state.planEntries).toEqual({});
  });

  it('does not call the server while the browser is offline', async () => {
    const server = renderPage(() => json(plannedWeek(defaultWeekStart())));
    await screen.findByRole('heading', { name: 'Saag Aloo' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await toasts().findByText('Network Error')).toBeInTheDocument();
    expect(server.sent()).not.toContain('POST /api/plans/suggest');
    vi.restoreAllMocks();
  });

  it('says the connection is down when its code cannot be fetched (offline before the app was kept for offline use)', async () => {
    const server = renderPage(() => json(plannedWeek(defaultWeekStart())));
    await screen.findByRole('heading', { name: 'Saag Aloo' });
    vi.doMock('../../features/planning/complete-week-request', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    onTestFinished(() => vi.doUnmock('../../features/planning/complete-week-request'));

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await toasts().findByText('Network Error')).toBeInTheDocument();
    expect(server.sent()).not.toContain('POST /api/plans/suggest');
    expect(screen.getByRole('button', { name: 'Complete my week' })).toBeEnabled();
  });

  it('asks the planner to place a chosen recipe of the cook’s own, and leaves a model’s meal out of the dinners it plans', async () => {
    const own = aMeal('own-5b7e2a61-6f0e-4a55-9d1c-0d5c3f1e2a10', 'Nan’s Red Lentil Dal', { allergenSource: 'checked' });
    const model = aMeal('model-risotto', 'Wild Mushroom Risotto');
    const options = [own, model, FRITTATA];
    const both = somePreferences({ mealCount: { main: 3 }, servings: 2, recipeSource: 'both' });
    const server = renderPage((request) => json(plannedWeek((request.body as { startDate: string }).startDate)), options, both);
    await screen.findByRole('heading', { name: 'Nan’s Red Lentil Dal' });
    await userEvent.click(card('Nan’s Red Lentil Dal').getByRole('button', { name: 'Select' }));
    await userEvent.click(card('Wild Mushroom Risotto').getByRole('button', { name: 'Select' }));

    await userEvent.click(screen.getByRole('button', { name: 'Complete my week' }));

    expect(await screen.findByRole('heading', { name: 'Weekly plan screen' }, { timeout: 3_000 })).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/plans/suggest');
    expect(sent?.body).toMatchObject({ days: 2, chosenIds: [own.id], optionIds: [own.id, FRITTATA.id] });
  });
});
