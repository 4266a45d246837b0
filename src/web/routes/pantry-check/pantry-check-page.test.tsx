import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPantryAnswer } from '../../../domain/kitchen/list-commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { advance } from '../../../../tests/support/web/fake-time';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { json, renderWithApp, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { PantryCheckPage } from './pantry-check-page';

function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(
    <Routes>
      <Route path="/pantry-check" element={<PantryCheckPage />} />
      <Route path="/planner" element={<h1>Planner screen</h1>} />
    </Routes>,
    { path: '/pantry-check' },
  );
}

const item = (id: number, name: string, quantity: InventoryItem['quantity'], more: Partial<InventoryItem> = {}): InventoryItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  quantity,
  place: 'fridge',
  bought: '2026-11-28',
  dateKind: 'use-by',
  ...more,
});
const withItems =
  (...items: InventoryItem[]) =>
  (state: KitchenState): KitchenState => ({ ...state, inventory: Object.fromEntries(items.map((stock) => [stock.id, stock])) });
const inventory = () => Object.values(storedKitchen()?.state.inventory ?? {});
const rowOf = (name: RegExp) => screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PantryCheckPage', () => {
  it('shows each ingredient against what the pantry holds, in a 400 px scroll area', async () => {
    seedWeek(withItems(item(1, 'Cod fillet', { amount: 200, unit: 'g' }), item(2, 'Red lentils', { amount: 500, unit: 'g' })));
    renderPage();
    expect(await screen.findByText('1 of 3 already in your kitchen')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingredients')).toHaveClass('max-h-[400px]');
    expect(within(rowOf(/Cod fillet/)).getByText('You have 200 g')).toBeInTheDocument();
    // Enough lentils without a tick: shown ticked, nothing to change here.
    expect(screen.getByRole('checkbox', { name: /Red lentils/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Red lentils/ })).toBeDisabled();
    expect(within(rowOf(/Red lentils/)).getByText('You have 500 g: enough')).toBeInTheDocument();
  });

  it('a tick puts what is still needed into the pantry; unticking takes it out again', async () => {
    seedWeek(withItems(item(1, 'Cod fillet', { amount: 200, unit: 'g' })));
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Cod fillet/ }));

    expect(screen.getByText('1 of 3 already in your kitchen')).toBeInTheDocument();
    const added = inventory().find((stock) => stock.pantryCheckKey === 'cod fillet');
    expect(added).toMatchObject({ name: 'Cod fillet', quantity: { amount: 100, unit: 'g' }, place: 'fridge' });
    expect(within(rowOf(/Cod fillet/)).getByText('You have 300 g: enough')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Cod fillet/ }));
    expect(inventory().map((stock) => stock.name)).toEqual(['Cod fillet']);
    expect(screen.getByText('0 of 3 already in your kitchen')).toBeInTheDocument();
  });

  it('keeps how much the cook has on the ticked item, and says when an amount is not understood', async () => {
    seedWeek();
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Cod fillet/ }));

    const amount = screen.getByRole('textbox', { name: 'How much Cod fillet you have' });
    expect(amount).toHaveValue('300 g');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100 g');
    fireEvent.blur(amount);
    expect(inventory()[0]?.quantity).toEqual({ amount: 100, unit: 'g' });

    const again = screen.getByRole('textbox', { name: 'How much Cod fillet you have' });
    await userEvent.clear(again);
    await userEvent.type(again, 'plenty');
    fireEvent.blur(again);
    expect(await toasts().findByText('Amount not understood')).toBeInTheDocument();
    expect(inventory()[0]?.quantity).toEqual({ amount: 100, unit: 'g' });
  });

  it('still counts an older answer, and unticking forgets it', async () => {
    seedWeek((state) => setPantryAnswer(state, 'Onion', {}));
    renderPage();
    expect(await screen.findByRole('checkbox', { name: /Onion/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Onion/ }));
    expect(storedKitchen()?.state.pantryAnswers).toEqual({});
  });

  it('says there is no plan and goes to the planner after 1.5 s', async () => {
    vi.useFakeTimers();
    renderPage();
    await advance(10);

    expect(screen.getByRole('heading', { name: 'No meal plan found' })).toBeInTheDocument();
    expect(toasts().getByText('Please create a meal plan first')).toBeInTheDocument();
    await advance(1_500);
    expect(screen.getByRole('heading', { name: 'Planner screen' })).toBeInTheDocument();
  });
});
