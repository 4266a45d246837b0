import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekdayOf, addDays } from '../../../domain/dates/iso-date';
import { setDefaultPreferences, setSelection } from '../../../domain/kitchen/commands';
import type { Preferences } from '../../../domain/preferences';
import { toSpecMeal, type Meal } from '../../../domain/meal';
import { defaultWeekStart } from '../../lib/dates';
import { advance, fakeToasts } from '../../../../tests/support/web/fake-time';
import {
  done,
  failure,
  mealEvent,
  openStream,
  queued,
  retry,
  stage,
  streams,
  type WireEvent,
} from '../../../../tests/support/web/generation-stream';
import { aBreakfast, aMeal, somePreferences, storePreferences, stored } from '../../../../tests/support/web/meal-fixtures';
import {
  json,
  renderWithApp,
  seedKitchen,
  storedKitchen,
  stubServer,
  toasts,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { MealSelectionPage } from './meal-selection-page';

const CURRY = aMeal('m1', 'Chicken Curry');
const PIE = aMeal('m2', 'Fish Pie');
const RISOTTO = aMeal('m3', 'Mushroom Risotto');
const PORRIDGE = aBreakfast('b1', 'Porridge');
const MEALS = [CURRY, PIE, RISOTTO];
const PREFERENCES = somePreferences({ mealCount: { main: 2 } });
const START = new Date('2025-03-01T12:00:00.000Z').getTime();

/** A signed-out visitor's server: the session check, and generation answered by `generations`. */
function generationServer(generations: Handler) {
  const server = stubServer({ 'GET /api/auth/get-session': () => json(null), 'POST /api/generations': generations });
  return { ...server, generations: () => server.sent().filter((request) => request === 'POST /api/generations').length };
}

const generates = (...events: WireEvent[]) => streams(() => events);

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/meal-selection" element={<MealSelectionPage />} />
      <Route path="/planner" element={<h1>Planner screen</h1>} />
      <Route path="/weekly-plan" element={<h1>Weekly plan screen</h1>} />
    </Routes>,
    { path: '/meal-selection' },
  );
}

/** Preferences for 2 meals are set, and the server generates `meals`; resolves once they show. */
async function showOptions(meals: Meal[] = MEALS) {
  storePreferences(PREFERENCES);
  const server = generationServer(generates(stage('Generating meal recipes', 40), ...meals.map(mealEvent), done(meals)));
  const view = renderPage();
  await screen.findByRole('heading', { name: meals[0]?.name });
  return { ...view, server };
}

/** The card of the meal named `name`: the nearest box around its heading with a Select button. */
function card(name: string) {
  let element = screen.getByRole('heading', { name }).parentElement;
  while (element && !within(element).queryByRole('button', { name: /^Select(ed)?$/ })) element = element.parentElement;
  if (!element) throw new Error(`No card for ${name}`);
  return within(element);
}

const selectButton = (name: string) => card(name).getByRole('button', { name: /^Select(ed)?$/ });

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MealSelectionPage while meals are made', () => {
  function renderLoading() {
    storePreferences(PREFERENCES);
    const stream = openStream();
    const server = generationServer(stream.handler);
    renderPage();
    return { stream, server };
  }

  it('shows the progress with its stage, and six skeleton cards', async () => {
    const { stream } = renderLoading();

    stream.send(stage('Generating meal recipes', 40));

    expect(await screen.findByText('Generating meal recipes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Meal generation progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Meals are being prepared').children).toHaveLength(6);
  });

  it('disables Regenerate Meals and shows Creating meals... while loading', () => {
    renderLoading();

    expect(screen.getByRole('button', { name: 'Regenerate Meals' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Creating meals...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Generate New Options' })).not.toBeInTheDocument();
  });

  it('asks for the meals of the stored preferences', () => {
    const { server } = renderLoading();

    expect(server.requests.find((request) => request.path === '/api/generations')?.body).toEqual({
      preferences: PREFERENCES,
      count: 4,
      excludeIds: [],
      avoidNames: [],
    });
  });
});

describe('MealSelectionPage streaming', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  async function streamTwoMeals() {
    storePreferences(PREFERENCES);
    const stream = openStream();
    generationServer(stream.handler);
    renderPage();
    await advance(0);
    stream.send(stage('Creating images for your meals', 70), mealEvent(CURRY), mealEvent({ ...PIE, imageLoading: true }));
    await advance(0);
    return stream;
  }

  it('shows the meals that have arrived 2 s later, while the rest are still being made', async () => {
    await streamTwoMeals();

    await advance(2_000);

    expect(screen.getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fish Pie' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Meal generation progress' })).toBeInTheDocument();
  });

  it('says images are still generating once meals show without their pictures', async () => {
    await streamTwoMeals();

    await advance(2_000);

    expect(screen.getByText('Images are still generating')).toBeInTheDocument();
  });

  it('adds a meal that streams in after the first ones', async () => {
    const stream = await streamTwoMeals();
    await advance(2_000);

    stream.send(mealEvent(RISOTTO));
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Mushroom Risotto' })).toBeInTheDocument();
  });

  it('ends loading with "Meals loaded" when no done event comes within 90 s', async () => {
    await streamTwoMeals();

    await advance(90_000);

    expect((await fakeToasts()).getByText('Meals loaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Meal generation progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate New Options' })).toBeInTheDocument();
  });
});

describe('MealSelectionPage options', () => {
  it('shows the header with the required count', async () => {
    await showOptions();

    expect(screen.getByRole('heading', { name: 'Choose Your Meals' })).toBeInTheDocument();
    expect(screen.getByText('Select 2 meals for your weekly meal plan')).toBeInTheDocument();
    expect(screen.getByText('0 / 2 selected')).toBeInTheDocument();
  });

  it('shows a card for each meal generated', async () => {
    await showOptions();

    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Your personalised meal suggestions' })).toBeInTheDocument();
  });

  it("fetches the first meal's picture at once, ahead of the others, which wait until they are near the view", async () => {
    await showOptions();

    const pictures = MEALS.map((meal) => screen.getByRole('img', { name: meal.name }));
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('links back to the preferences', async () => {
    await showOptions();

    expect(screen.getByRole('link', { name: 'Back to Preferences' })).toHaveAttribute('href', '/planner');
  });

  it('lists the pantry items the meals are meant to use', async () => {
    storePreferences(somePreferences({ mealCount: { main: 2 }, ingredientsToUse: ['chicken breast', 'spinach'] }));
    generationServer(generates(done(MEALS)));
    renderPage();

    expect(await screen.findByText('Using ingredients from your pantry')).toBeInTheDocument();
    expect(screen.getByText('chicken breast, spinach')).toBeInTheDocument();
  });

  it('marks the meals that use the pantry, reading the food of an entry with an amount', async () => {
    const line = (name: string) => ({ name, quantity: { amount: 1, unit: 'item' as const }, pricePence: 50, category: 'Produce' as const });
    const curry = aMeal('m1', 'Chicken Curry', { ingredients: [line('Chicken breast'), line('Onion')] });
    const pie = aMeal('m2', 'Fish Pie', { ingredients: [line('Cod fillet'), line('Leek')] });
    const risotto = aMeal('m3', 'Mushroom Risotto', { ingredients: [line('Mushroom'), line('Arborio rice')] });
    storePreferences(somePreferences({ mealCount: { main: 2 }, ingredientsToUse: ['400g chicken breast', 'leeks'] }));
    generationServer(generates(done([curry, pie, risotto])));
    renderPage();

    await screen.findByRole('heading', { name: 'Chicken Curry' });
    // '400g chicken breast' needs the ingredient parser, which loads with the page; 'leeks' does not.
    expect(await card('Chicken Curry').findByText('Uses ingredients you have')).toBeInTheDocument();
    expect(card('Fish Pie').getByText('Uses ingredients you have')).toBeInTheDocument();
    expect(card('Mushroom Risotto').queryByText('Uses ingredients you have')).not.toBeInTheDocument();
  });
});

describe('MealSelectionPage selecting', () => {
  it('marks a selected meal and counts it', async () => {
    await showOptions();

    await userEvent.click(selectButton('Chicken Curry'));

    expect(selectButton('Chicken Curry')).toHaveAccessibleName('Selected');
    expect(selectButton('Chicken Curry')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 / 2 selected')).toBeInTheDocument();
  });

  it('refuses a third main meal with "Maximum meals selected"', async () => {
    await showOptions();
    await userEvent.click(selectButton('Chicken Curry'));
    await userEvent.click(selectButton('Fish Pie'));

    await userEvent.click(selectButton('Mushroom Risotto'));

    expect(await toasts().findByText('Maximum meals selected')).toBeInTheDocument();
    expect(toasts().getByText('You can only select 2 meals. Deselect a meal first.')).toBeInTheDocument();
    expect(selectButton('Mushroom Risotto')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the selection in the kitchen store on each change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    await showOptions();
    const savedIds = () => storedKitchen()?.state.selection?.selected.main.map((meal) => meal.id);

    await userEvent.click(selectButton('Chicken Curry'));
    expect(savedIds()).toEqual(['m1']);

    await userEvent.click(selectButton('Fish Pie'));
    expect(savedIds()).toEqual(['m1', 'm2']);

    vi.setSystemTime(START + 1_000);
    await userEvent.click(selectButton('Chicken Curry'));
    expect(savedIds()).toEqual(['m2']);
  });

  it('saves the options and the preferences they were made for with the selection', async () => {
    await showOptions();

    await userEvent.click(selectButton('Fish Pie'));

    expect(storedKitchen()?.state.selection).toEqual({ options: { main: MEALS }, selected: { main: [PIE] }, preferences: PREFERENCES });
  });

  it('does not count a breakfast toward the required main meals', async () => {
    await showOptions([CURRY, PIE, PORRIDGE]);
    await userEvent.click(selectButton('Chicken Curry'));

    await userEvent.click(selectButton('Porridge'));

    expect(screen.getByText('1 / 2 selected')).toBeInTheDocument();
    expect(selectButton('Porridge')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('MealSelectionPage with a saved selection', () => {
  function saveSelection(preferences = PREFERENCES) {
    seedKitchen((state) => setSelection(state, { options: { main: MEALS }, selected: { main: [CURRY] }, preferences }));
  }

  it('restores the options and the selection for the same preferences without generating', async () => {
    storePreferences(PREFERENCES);
    saveSelection();
    const server = generationServer(generates(done([])));

    renderPage();

    expect(await screen.findByRole('heading', { name: 'Mushroom Risotto' })).toBeInTheDocument();
    expect(selectButton('Chicken Curry')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 / 2 selected')).toBeInTheDocument();
    expect(server.generations()).toBe(0);
  });

  it('stores nothing when it shows the options kept from before', async () => {
    storePreferences(PREFERENCES);
    saveSelection();
    const before = storedKitchen();
    generationServer(generates(done([])));

    renderPage();

    expect(await screen.findByRole('heading', { name: 'Mushroom Risotto' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedKitchen()).toEqual(before);
  });

  it('generates new options when the preferences have changed since', async () => {
    storePreferences(PREFERENCES);
    saveSelection(somePreferences({ mealCount: { main: 2 }, dietaryPreferences: 'Vegan' }));
    const server = generationServer(generates(done([PIE])));

    renderPage();

    expect(await screen.findByRole('heading', { name: 'Fish Pie' })).toBeInTheDocument();
    expect(server.generations()).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Mushroom Risotto' })).not.toBeInTheDocument();
    expect(screen.getByText('0 / 2 selected')).toBeInTheDocument();
  });
});

describe('MealSelectionPage Create Meal Plan', () => {
  it('opens "Selection Incomplete" with n/required when too few are selected', async () => {
    await showOptions();
    await userEvent.click(selectButton('Chicken Curry'));

    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Selection Incomplete' });
    expect(within(dialog).getByText('1/2 selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Select More' })).toBeInTheDocument();
    expect(storedKitchen()?.state.planEntries).toEqual({});
    expect(stored('mealPlan')).toBeUndefined();
  });

  it('closes "Selection Incomplete" with Select More', async () => {
    await showOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Select More' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('plans the chosen meals from tomorrow, one a day in the order chosen, and writes the spec’s mealPlan', async () => {
    await showOptions();
    await userEvent.click(selectButton('Fish Pie'));
    await userEvent.click(selectButton('Chicken Curry'));
    const tomorrow = defaultWeekStart();
    expect(screen.getByLabelText('First day of the plan')).toHaveValue(tomorrow);

    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    const kitchen = storedKitchen()?.state;
    expect(kitchen?.week).toEqual({ startDate: tomorrow, days: 7 });
    expect(Object.values(kitchen?.planEntries ?? {}).map((entry) => [entry.date, entry.slot, entry.meal.name])).toEqual([
      [tomorrow, 'main', 'Fish Pie'],
      [addDays(tomorrow, 1), 'main', 'Chicken Curry'],
    ]);
    await waitFor(() =>
      expect(stored('mealPlan')).toEqual({
        [weekdayOf(tomorrow)]: { main: toSpecMeal(PIE) },
        [weekdayOf(addDays(tomorrow, 1))]: { main: toSpecMeal(CURRY) },
      }),
    );
  });

  it('starts the plan on the day the cook chooses', async () => {
    await showOptions();
    await userEvent.click(selectButton('Fish Pie'));
    await userEvent.click(selectButton('Chicken Curry'));
    fireEvent.change(screen.getByLabelText('First day of the plan'), { target: { value: '2026-12-07' } });

    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    expect(Object.values(storedKitchen()?.state.planEntries ?? {}).map((entry) => entry.date)).toEqual(['2026-12-07', '2026-12-08']);
  });

  it('says "Meal plan created!" only when the plan was stored, and otherwise stays with the spec’s error', async () => {
    await showOptions();
    await userEvent.click(selectButton('Fish Pie'));
    await userEvent.click(selectButton('Chicken Curry'));
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.startsWith('larder:kitchen:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    expect(await toasts().findByText('Failed to create meal plan. Please try again.')).toBeInTheDocument();
    expect(toasts().queryByText('Meal plan created!')).not.toBeInTheDocument();
    full.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.queryByRole('heading', { name: 'Weekly plan screen' })).not.toBeInTheDocument();
    expect(storedKitchen()?.state.planEntries).toEqual({});
  });

  it('says "Meal plan created!"', async () => {
    await showOptions();
    await userEvent.click(selectButton('Fish Pie'));
    await userEvent.click(selectButton('Chicken Curry'));

    await userEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));

    expect(await toasts().findByText('Meal plan created!')).toBeInTheDocument();
  });

  it('goes to the weekly plan 300 ms later', async () => {
    await showOptions();
    await userEvent.click(selectButton('Fish Pie'));
    await userEvent.click(selectButton('Chicken Curry'));
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));
    await advance(299);
    expect(screen.queryByRole('heading', { name: 'Weekly plan screen' })).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByRole('heading', { name: 'Weekly plan screen' })).toBeInTheDocument();
  });
});

describe('MealSelectionPage regenerating', () => {
  it('asks "Save Your Preferences?" on the first regenerate without saved defaults', async () => {
    await showOptions();

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save Your Preferences?' });
    expect(within(dialog).getByRole('button', { name: 'Skip for Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save as Default' })).toBeInTheDocument();
  });

  it('saves the preferences as the default with "Save as Default"', async () => {
    await showOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Save as Default' }));

    expect(storedKitchen()?.state.defaultPreferences).toEqual(PREFERENCES);
    expect(await toasts().findByText('Preferences Saved')).toBeInTheDocument();
  });

  it('says the defaults were not saved when the browser refuses to store them, and still regenerates', async () => {
    await showOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.startsWith('larder:kitchen:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Save as Default' }));

    expect(await toasts().findByText('Failed to save preferences. Please try again.')).toBeInTheDocument();
    expect(toasts().queryByText('Preferences Saved')).not.toBeInTheDocument();
    full.mockRestore();
  });

  it('does not save defaults with "Skip for Now"', async () => {
    await showOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Skip for Now' }));

    expect(storedKitchen()?.state.defaultPreferences).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('with saved defaults', () => {
    beforeEach(() => {
      seedKitchen((state) => setDefaultPreferences(state, PREFERENCES));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(START);
    });

    it('ignores Regenerate Meals within 3 s of the last generation, with "Please wait"', async () => {
      const { server } = await showOptions();
      vi.setSystemTime(START + 2_999);

      await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

      expect(await toasts().findByText('Please wait')).toBeInTheDocument();
      expect(server.sent().filter((request) => request === 'POST /api/generations')).toHaveLength(1);
    });

    it('shows Regenerating... and disables the button while new meals are made', async () => {
      storePreferences(PREFERENCES);
      const stream = openStream();
      let requests = 0;
      generationServer((request, signal) => {
        requests += 1;
        return requests === 1 ? generates(done(MEALS))(request, signal) : stream.handler(request, signal);
      });
      renderPage();
      await screen.findByRole('heading', { name: 'Chicken Curry' });
      vi.setSystemTime(START + 3_000);

      await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

      expect(await screen.findByRole('button', { name: 'Regenerating...' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Generate New Options' })).not.toBeInTheDocument();
    });

    it('regenerates 3 s after the last generation, leaving out the meals already shown', async () => {
      const { server } = await showOptions();
      vi.setSystemTime(START + 3_000);

      await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));

      await waitFor(() => expect(server.sent().filter((request) => request === 'POST /api/generations')).toHaveLength(2));
      expect(server.requests.filter((request) => request.path === '/api/generations')[1]?.body).toMatchObject({
        excludeIds: ['m1', 'm2', 'm3'],
      });
      expect(screen.queryByRole('dialog', { name: 'Save Your Preferences?' })).not.toBeInTheDocument();
    });

    it('leaves out the meals the cook asked not to see again, by id and by name, from every generation', async () => {
      seedKitchen((state) => ({ ...state, dismissedMeals: [{ id: 'x9', name: 'Liver and Onions' }] }));
      const { server } = await showOptions();
      vi.setSystemTime(START + 3_000);
      await userEvent.click(screen.getByRole('button', { name: 'Regenerate Meals' }));
      await waitFor(() => expect(server.sent().filter((request) => request === 'POST /api/generations')).toHaveLength(2));

      const [first, second] = server.requests.filter((request) => request.path === '/api/generations');
      expect(first?.body).toMatchObject({ excludeIds: ['x9'], avoidNames: ['Liver and Onions'] });
      expect(second?.body).toMatchObject({ excludeIds: ['m1', 'm2', 'm3', 'x9'], avoidNames: ['Liver and Onions'] });
      expect(screen.queryByRole('dialog', { name: 'Save Your Preferences?' })).not.toBeInTheDocument();
    });
  });
});

describe('MealSelectionPage errors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  async function renderFailing(generations: Handler) {
    storePreferences(PREFERENCES);
    const server = generationServer(generations);
    renderPage();
    await advance(0);
    return server;
  }

  const rateLimited = () => generates(stage('Verifying configuration', 30), failure('rate_limit', 'Rate limit reached for requests'));

  it('flashes "Retrying meal generation" when the server retries, and says so on the page', async () => {
    const stream = openStream();
    await renderFailing(stream.handler);
    stream.send(stage('Generating meal recipes', 40), retry(2));
    await advance(0);

    expect((await fakeToasts()).getByText('Retrying meal generation')).toBeInTheDocument();
    expect(screen.getByText('Retrying meal generation…')).toBeInTheDocument();
  });

  it('never sends the generation again by itself: the server has already retried', async () => {
    const server = await renderFailing(rateLimited());

    await advance(60_000);

    expect(server.generations()).toBe(1);
  });

  it('shows "Error generating meals" with the message and Try again', async () => {
    await renderFailing(rateLimited());

    expect(screen.getByText('Error generating meals')).toBeInTheDocument();
    expect(screen.getByText('Rate limit reached for requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows "No meals were generated" with both links to /api-settings', async () => {
    await renderFailing(rateLimited());

    expect(screen.getByRole('heading', { name: 'No meals were generated' })).toBeInTheDocument();
    // Where a key can be entered: the cook's own key on /api-settings.
    expect(screen.getByRole('link', { name: 'Configure API Key' })).toHaveAttribute('href', '/api-settings#own-key');
    expect(screen.getByRole('link', { name: 'Go to API Settings' })).toHaveAttribute('href', '/api-settings');
    expect(screen.getByRole('link', { name: 'Go to Meal Planner' })).toHaveAttribute('href', '/planner');
    expect(screen.queryByRole('link', { name: 'Return to Settings' })).not.toBeInTheDocument();
  });

  it('starts again with Try again', async () => {
    const server = await renderFailing(streams((attempt) => (attempt === 1 ? [failure('server', 'Busy')] : [done([CURRY])])));
    await advance(3_000);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);

    expect(server.generations()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
  });

  // Spec §4 skips a generation started within 3 s of the last; an explicit 'Try again' after a
  // failure is not a double press and must still do something.
  it('answers Try again pressed within 3 s of the last attempt: starts again or says "Please wait"', async () => {
    const server = await renderFailing(generates(failure('authentication', 'Incorrect API key provided')));
    await advance(1_000);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    const shown = await fakeToasts();
    expect(server.generations() === 2 || shown.queryByText('Please wait') !== null).toBe(true);
  });

  it('does not retry an authentication error', async () => {
    const server = await renderFailing(generates(failure('authentication', 'Incorrect API key provided')));

    await advance(12_000);

    expect(server.generations()).toBe(1);
  });

  it('shows the "API Key Error" toast for an authentication error', async () => {
    await renderFailing(generates(failure('authentication', 'Incorrect API key provided')));

    const shown = await fakeToasts();
    expect(shown.getByText('API Key Error')).toBeInTheDocument();
    expect(shown.getByText('Please check your API key settings and try again.')).toBeInTheDocument();
  });

  it('offers "Return to Settings" to /settings after an authentication error', async () => {
    await renderFailing(generates(failure('authentication', 'Incorrect API key provided')));

    expect(screen.getByRole('link', { name: 'Return to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Configure API Key' })).toHaveAttribute('href', '/api-settings#own-key');
  });
});

describe('MealSelectionPage and the server’s model budget', () => {
  it('shows the waiting stage with the place in the queue before the spec’s stages', async () => {
    storePreferences(PREFERENCES);
    const stream = openStream();
    generationServer(stream.handler);
    renderPage();
    stream.send(queued(2));

    expect(await screen.findByText('Waiting for a free slot: number 2 in the queue')).toBeInTheDocument();
    stream.send(stage('Verifying configuration', 30));
    expect(await screen.findByText('Verifying configuration')).toBeInTheDocument();
  });

  it('says why a visitor got catalog meals, and offers to sign in', async () => {
    storePreferences(PREFERENCES);
    const message =
      "AI meal suggestions are for signed-in cooks, so these come from Larder's own recipe catalog. Sign in to get suggestions from the AI model.";
    generationServer(
      generates(mealEvent(CURRY), {
        event: 'done',
        data: { meals: [CURRY], notices: [], provider: 'catalog', catalogReason: { reason: 'account_required', message } },
      }),
    );
    renderPage();

    expect(await screen.findByText("Meals from Larder's recipe catalog")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('says why when today’s limit sent the catalog, without a sign-in button', async () => {
    storePreferences(PREFERENCES);
    const message =
      "You have had today's 50 AI meal suggestions, so these come from Larder's own recipe catalog. AI suggestions are back tomorrow.";
    generationServer(
      generates({
        event: 'done',
        data: { meals: [CURRY], notices: [], provider: 'catalog', catalogReason: { reason: 'user_daily_limit', message } },
      }),
    );
    renderPage();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('MealSelectionPage without preferences', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('says no preferences were found', () => {
    generationServer(generates(done([])));

    renderPage();

    expect(screen.getByText('no meal preferences found. please set your preferences first.')).toBeInTheDocument();
  });

  it('toasts "No preferences found"', async () => {
    generationServer(generates(done([])));

    renderPage();

    const shown = await fakeToasts();
    expect(shown.getByText('No preferences found')).toBeInTheDocument();
    expect(shown.getByText('Please set your preferences first.')).toBeInTheDocument();
  });

  it('goes to the planner after 1.5 s', async () => {
    generationServer(generates(done([])));
    renderPage();

    await advance(1_499);
    expect(screen.queryByRole('heading', { name: 'Planner screen' })).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByRole('heading', { name: 'Planner screen' })).toBeInTheDocument();
  });

  it('does not generate', async () => {
    const server = generationServer(generates(done([])));
    renderPage();

    await advance(2_000);

    expect(server.generations()).toBe(0);
  });

  it('says the preferences could not be loaded when they are unreadable, and stays', async () => {
    seedKitchen((state) => ({ ...state, preferences: { mealCount: { main: 'lots' } } as unknown as Preferences }));
    generationServer(generates(done([])));
    renderPage();

    await advance(2_000);

    expect(screen.getByText('could not load meal preferences. please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Meal Planner' })).toHaveAttribute('href', '/planner');
  });

  it("toasts 'Invalid Preferences' when the stored preferences have no main meal count", async () => {
    seedKitchen((state) => ({ ...state, preferences: { mealCount: {} } as unknown as Preferences }));
    generationServer(generates(done([])));
    renderPage();

    await advance(2_000);

    expect(toasts().getByText('Invalid Preferences')).toBeInTheDocument();
    expect(toasts().getByText('Invalid meal preferences configuration')).toBeInTheDocument();
  });

  it('says nothing of the meal count when something else in the preferences is unreadable', async () => {
    seedKitchen((state) => ({ ...state, preferences: { servings: 'many' } as unknown as Preferences }));
    generationServer(generates(done([])));
    renderPage();

    await advance(2_000);

    expect(screen.getByText('could not load meal preferences. please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Preferences')).not.toBeInTheDocument();
  });
});

describe('MealSelectionPage’s generate buttons', () => {
  const GENERATE_BUTTONS = ['Regenerate Meals', 'Generate New Options', 'Create new meals'];
  const isPrimary = (button: HTMLElement) => button.classList.contains('bg-primary');

  it('shows one of the three generate buttons as primary and the other two as secondary, so a new cook sees which to press', async () => {
    await showOptions();

    const buttons = GENERATE_BUTTONS.map((name) => screen.getByRole('button', { name }));
    expect(buttons.filter(isPrimary)).toEqual([screen.getByRole('button', { name: 'Create new meals' })]);
    for (const button of buttons.filter((button) => !isPrimary(button))) expect(button).toHaveClass('bg-secondary');
  });

  it('keeps the primary one, busy, while new meals are made', () => {
    storePreferences(PREFERENCES);
    generationServer(openStream().handler);
    renderPage();

    expect(screen.getByRole('button', { name: 'Creating meals...' })).toHaveClass('bg-primary');
    expect(screen.getByRole('button', { name: 'Regenerate Meals' })).toHaveClass('bg-secondary');
  });
});
