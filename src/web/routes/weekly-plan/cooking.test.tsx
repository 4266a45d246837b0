import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dayLabel, dayMonthLabel } from '../../../domain/dates/iso-date';
import { createWeek } from '../../../domain/kitchen/commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { advance } from '../../../../tests/support/web/fake-time';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../tests/support/web/memory-storage';
import { json, renderWithApp, seedKitchen, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { localToday } from '../../lib/dates';
import { WeeklyPlanPage } from './weekly-plan-page';

const TODAY = localToday();
const CHILLI = aMeal('chilli', 'Chilli', {
  servings: 2,
  leftovers: { fridgeDays: 4, freezes: true },
  ingredients: [
    { name: 'Beef mince', quantity: { amount: 500, unit: 'g' }, amount: 500, unit: 'g', ingredientId: 'beef-mince' },
    { name: 'Kidney beans', quantity: { amount: 400, unit: 'g' }, amount: 400, unit: 'g', ingredientId: 'kidney-beans' },
  ],
});
const SALAD = aMeal('salad', 'Greek salad', {
  servings: 2,
  ingredients: [
    {
      name: 'Feta',
      quantity: { amount: 200, unit: 'g' },
      amount: 200,
      unit: 'g',
      storageLife: { days: 2, place: 'fridge', kind: 'use-by' },
    },
  ],
});

const mince: InventoryItem = {
  id: '00000000-0000-4000-8000-000000000801',
  name: 'Beef mince',
  ingredientId: 'beef-mince',
  quantity: { amount: 1000, unit: 'g' },
  place: 'fridge',
  bought: TODAY,
  date: addDays(TODAY, 1),
  dateKind: 'use-by',
  valuePence: 900,
};

/** A week from today: Chilli today, Greek salad tomorrow; 1 kg of mince in the fridge. */
function storePlan(change: (state: KitchenState) => KitchenState = (state) => state) {
  seedKitchen((state) =>
    change({
      ...createWeek(state, { startDate: TODAY, selected: [CHILLI, SALAD], newId: sequentialIds() }),
      inventory: { [mince.id]: mince },
    }),
  );
}

async function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  const view = renderWithApp(<WeeklyPlanPage />, { path: '/weekly-plan' });
  await advance(1_000);
  vi.useRealTimers();
  await waitFor(() => expect(screen.queryByLabelText('Loading your meal plan')).not.toBeInTheDocument(), { timeout: 5_000 });
  return view;
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Weekly calendar' }));
  await screen.findByRole('region', { name: dayLabel(TODAY) }, { timeout: 5_000 });
}

async function chooseAction(title: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

const state = () => storedKitchen()?.state;
const entryOf = (name: string) =>
  Object.values(state()?.planEntries ?? {}).find((entry) => entry.meal.name === name && !entry.leftoverItemId);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Cooking from the weekly plan', () => {
  it('"Cooked" in the calendar’s menu takes the ingredients out and names what was not in the pantry', async () => {
    storePlan();
    await renderPage();
    await openCalendar();

    await chooseAction('Chilli', 'Cooked');

    expect(await toasts().findByText('Cooked: Chilli')).toBeInTheDocument();
    expect(toasts().getByText('Not in your pantry: kidney beans.')).toBeInTheDocument();
    expect(state()?.inventory[mince.id]?.quantity).toEqual({ amount: 500, unit: 'g' });
    expect(Object.values(state()?.pantryEvents ?? {})).toEqual([
      expect.objectContaining({ kind: 'used', itemId: mince.id, valuePence: 450, inTime: true, mealName: 'Chilli' }),
    ]);
    expect(entryOf('Chilli')?.cooked).toBe(TODAY);
    expect(within(screen.getByRole('region', { name: dayLabel(TODAY) })).getByText('Cooked')).toBeInTheDocument();

    await chooseAction('Chilli', 'Not cooked yet');
    expect(await toasts().findByText('Marked as not cooked yet')).toBeInTheDocument();
    expect(entryOf('Chilli')?.cooked).toBeUndefined();
    // Nothing was put back.
    expect(state()?.inventory[mince.id]?.quantity).toEqual({ amount: 500, unit: 'g' });
  });

  it('"Cooked for more" keeps the extra portions and puts them on a later day as leftovers', async () => {
    storePlan();
    await renderPage();
    await openCalendar();

    await chooseAction('Chilli', 'Cooked for more…');
    const dialog = await screen.findByRole('dialog', { name: 'Cooked for more: Chilli' });
    const portions = within(dialog).getByRole('spinbutton', { name: 'Extra portions' });
    await userEvent.clear(portions);
    await userEvent.type(portions, '2');
    // Four fridge days by the recipe, two by the FSA: tomorrow and the day after.
    const days = within(dialog).getByRole('combobox', { name: 'Eat them on' });
    expect(
      within(days)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not planned yet', dayLabel(addDays(TODAY, 1)), dayLabel(addDays(TODAY, 2))]);
    await userEvent.selectOptions(days, dayLabel(addDays(TODAY, 2)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cooked' }));

    expect(await toasts().findByText('Cooked: Chilli')).toBeInTheDocument();
    const leftover = Object.values(state()?.inventory ?? {}).find((item) => item.leftover);
    expect(leftover).toMatchObject({
      name: 'Chilli',
      quantity: { amount: 2, unit: 'item' },
      date: addDays(TODAY, 2),
      leftover: { portions: 2 },
    });
    // Ingredients for four portions: all the mince.
    expect(state()?.inventory[mince.id]).toBeUndefined();
    const later = within(screen.getByRole('region', { name: dayLabel(addDays(TODAY, 2)) }));
    expect(later.getByRole('heading', { name: 'Leftovers: Chilli (2 portions)' })).toBeInTheDocument();

    // Eating them takes the portions out.
    await chooseAction('Leftovers: Chilli (2 portions)', 'Eaten');
    expect(await toasts().findByText('Eaten: Leftovers: Chilli (2 portions)')).toBeInTheDocument();
    expect(Object.values(state()?.inventory ?? {}).some((item) => item.leftover)).toBe(false);
  });

  it('plans leftovers kept in the pantry from "Leftovers to plan"', async () => {
    storePlan((kitchen) => ({
      ...kitchen,
      inventory: {
        ...kitchen.inventory,
        '00000000-0000-4000-8000-000000000802': {
          id: '00000000-0000-4000-8000-000000000802',
          name: 'Chilli',
          quantity: { amount: 3, unit: 'item' },
          place: 'fridge',
          bought: addDays(TODAY, -1),
          date: addDays(TODAY, 1),
          dateKind: 'use-by',
          leftover: { mealId: 'chilli', portions: 3, freezes: true },
        },
      },
    }));
    await renderPage();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Eat the Chilli leftovers on' }), dayLabel(addDays(TODAY, 1)));

    expect(await toasts().findByText('Leftovers planned')).toBeInTheDocument();
    const placed = Object.values(state()?.planEntries ?? {}).find((entry) => entry.leftoverItemId);
    expect(placed).toMatchObject({ date: addDays(TODAY, 1), servings: 3 });
    expect(screen.queryByRole('heading', { name: 'Leftovers to plan' })).not.toBeInTheDocument();
  });

  it('the daily view and the recipe dialog offer "Cooked" too', async () => {
    storePlan();
    await renderPage();
    await openCalendar();
    await userEvent.click(screen.getByRole('tab', { name: 'Daily View' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cooked: Chilli' }));
    expect(await toasts().findByText('Cooked: Chilli')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cooked: Chilli' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Weekly calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Flexible' }));
    const salad = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: 'Greek salad' }));
    await userEvent.click(within(salad as HTMLElement).getByRole('button', { name: 'View Recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Greek salad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cooked: Greek salad' }));
    expect(await toasts().findByText('Cooked: Greek salad')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cooked: Greek salad' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows what goes off soon with the plan’s own meals that use it', async () => {
    storePlan();
    await renderPage();

    const panel = within(screen.getByRole('heading', { name: 'Use it up' }).closest('section') as HTMLElement);
    expect(panel.getByText('Beef mince')).toBeInTheDocument();
    expect(panel.getByText('use by tomorrow')).toBeInTheDocument();
    expect(panel.getByText(`Chilli (${dayLabel(TODAY).slice(0, 3)})`)).toBeInTheDocument();
  });

  it('orders the flexible view by real dates and notes "Use by" on the meal holding the soonest food', async () => {
    // Feta would keep two days from today; the mince in the fridge goes off tomorrow.
    storePlan();
    await renderPage();

    const flexible = within(screen.getByRole('region', { name: 'Flexible Meal Planning' }));
    const cards = flexible.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Chilli', 'Greek salad']);
    expect(within(cards[0] as HTMLElement).getByText(`Use by ${dayMonthLabel(addDays(TODAY, 1))}`)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(`Use by ${dayMonthLabel(addDays(TODAY, 2))}`)).toBeInTheDocument();
  });
});
