import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plannedMeals } from '../../../domain/kitchen/views';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { json, renderWithApp, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { localToday } from '../../lib/dates';
import { addDays } from '../../../domain/dates/iso-date';
import { PurchaseInputPage } from './purchase-input-page';

function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(
    <Routes>
      <Route path="/purchase-input" element={<PurchaseInputPage />} />
      <Route path="/weekly-plan" element={<h1>Weekly plan screen</h1>} />
    </Routes>,
    { path: '/purchase-input' },
  );
}

/** What the plan shows bought: each ingredient that is, with its expiry. */
function boughtInPlan() {
  const state = storedKitchen()?.state;
  if (!state) return [];
  return plannedMeals(state).flatMap(({ meal }) =>
    meal.ingredients.filter((line) => line.purchased).map((line) => [meal.name, line.name, line.actualExpiryDate]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PurchaseInputPage', () => {
  it('proposes an expiry from the shelf life when an item is ticked as bought, and Save shows it on the plan', async () => {
    seedWeek();
    renderPage();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Purchased Cod fillet' }));
    expect(screen.getByLabelText('Expiry date of Cod fillet')).toHaveValue(addDays(localToday(), 2));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Your purchases and expiry dates have been updated in your meal plan.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Weekly plan screen' })).toBeInTheDocument();
    expect(boughtInPlan()).toEqual([['Fish Pie', 'Cod fillet', addDays(localToday(), 2)]]);
  });

  it('unticking a purchase clears it from the plan', async () => {
    seedWeek();
    const first = renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Purchased Onion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Weekly plan screen' });
    expect(boughtInPlan().map(([meal]) => meal)).toEqual(['Tarka Dal', 'Fish Pie']);
    first.unmount();

    renderPage();
    const onion = await screen.findByRole('checkbox', { name: 'Purchased Onion' });
    expect(onion).toBeChecked();
    await userEvent.click(onion);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('heading', { name: 'Weekly plan screen' });
    expect(boughtInPlan()).toEqual([]);
    expect(storedKitchen()?.state.purchases).toEqual({});
  });

  it('moves what was bought into the inventory, once, and takes it out again when unticked', async () => {
    seedWeek();
    const first = renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Purchased Cod fillet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Weekly plan screen' });
    const inventory = () => Object.values(storedKitchen()?.state.inventory ?? {});
    expect(inventory()).toEqual([
      expect.objectContaining({
        name: 'Cod fillet',
        quantity: { amount: 300, unit: 'g' },
        bought: localToday(),
        date: addDays(localToday(), 2),
        valuePence: 450,
      }),
    ]);
    expect(Object.values(storedKitchen()?.state.pantryEvents ?? {}).map((event) => [event.kind, event.name])).toEqual([
      ['bought', 'Cod fillet'],
    ]);
    first.unmount();

    // Saving again, with nothing changed, adds nothing.
    const second = renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Purchased Cod fillet' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Weekly plan screen' });
    expect(inventory()).toHaveLength(1);
    second.unmount();

    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Purchased Cod fillet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Weekly plan screen' });
    expect(inventory()).toEqual([]);
    expect(storedKitchen()?.state.pantryEvents).toEqual({});
  });

  it('adds an extra item, and says why when its name is too long instead of dropping it', async () => {
    seedWeek();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Additional Items' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await toasts().findByText('Please enter an item name')).toBeInTheDocument();

    const long = `Organic ${'very '.repeat(25)}long oat milk`;
    await userEvent.type(screen.getByLabelText('Item name'), long);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await toasts().findByText('Please use at most 120 characters for the item name')).toBeInTheDocument();
    expect(screen.getByLabelText('Item name')).toHaveValue(long);

    await userEvent.clear(screen.getByLabelText('Item name'));
    await userEvent.type(screen.getByLabelText('Item name'), 'Oat milk');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await toasts().findByText('Oat milk has been added to your purchases.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No date specified' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(Object.values(storedKitchen()?.state.purchases ?? {}).map((item) => item.name)).toEqual(['Oat milk']));
  });
});
