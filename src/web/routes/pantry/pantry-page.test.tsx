import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchIngredients } from '../../../catalog/search-ingredients';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { InventoryItem, PantryEvent } from '../../../domain/pantry/inventory';
import {
  json,
  renderWithApp,
  seedKitchen,
  storedKitchen,
  stubServer,
  toasts,
  unreachable,
} from '../../../../tests/support/web/web-harness';
import '../../../../tests/support/web/resize-observer';
import { PantryPage } from './pantry-page';

const TODAY = '2026-11-26';
let made = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`;

function anItem(name: string, over: Partial<InventoryItem> = {}): InventoryItem {
  return { id: uuid(), name, quantity: { amount: 1, unit: 'item' }, place: 'fridge', bought: '2026-11-20', dateKind: 'use-by', ...over };
}

const CHICKEN = anItem('chicken breast', {
  quantity: { amount: 650, unit: 'g' },
  date: '2026-11-28',
  valuePence: 423,
  ingredientId: 'chicken-breast',
  storageLife: { days: 3, place: 'fridge', kind: 'use-by', freezerDays: 270 },
});
const MILK = anItem('whole milk', { quantity: { amount: 2272, unit: 'ml' }, date: TODAY, valuePence: 165 });
const YOGHURT = anItem('Greek yoghurt', { quantity: { amount: 500, unit: 'g' }, date: '2026-11-24' });
const BREAD = anItem('sourdough', { place: 'cupboard', date: '2026-11-25', dateKind: 'best-before' });
const PEAS = anItem('frozen peas', {
  place: 'freezer',
  quantity: { amount: 1000, unit: 'g' },
  date: '2027-05-01',
  dateKind: 'best-before',
});
const RICE = anItem('basmati rice', {
  place: 'cupboard',
  quantity: { amount: 1000, unit: 'g' },
  date: '2027-09-01',
  dateKind: 'best-before',
});
const CHILLI = anItem('Chilli', {
  quantity: { amount: 2, unit: 'item' },
  bought: '2026-11-25',
  date: '2026-11-27',
  valuePence: 300,
  leftover: { mealId: 'chilli', portions: 2, freezes: true },
});

function seedPantry(items: InventoryItem[]) {
  seedKitchen((state: KitchenState) => ({ ...state, inventory: Object.fromEntries(items.map((item) => [item.id, item])) }));
}

function renderPage(routes: Parameters<typeof stubServer>[0] = {}) {
  stubServer({ 'GET /api/auth/get-session': () => json(null), ...routes });
  return renderWithApp(
    <Routes>
      <Route path="/pantry" element={<PantryPage />} />
    </Routes>,
    { path: '/pantry' },
  );
}

/** The fake /api/ingredients, answered by Larder's own search, as the server does. */
const ingredientsApi = {
  'GET /api/ingredients': (request: { query: Record<string, string> }) =>
    json({ ingredients: searchIngredients(request.query.q ?? '', Number(request.query.limit ?? 8)) }),
};

const stored = () => storedKitchen()?.state;
const storedItem = (name: string) => Object.values(stored()?.inventory ?? {}).find((item) => item.name === name);
const storedEvents = (): PantryEvent[] => Object.values(stored()?.pantryEvents ?? {});
const rowOf = (name: RegExp | string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;
const namesIn = (place: string) =>
  within(screen.getByRole('list', { name: place }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.font-medium')?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PantryPage', () => {
  it('says what the pantry is for and how food gets in, when it is empty', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your pantry is empty' })).toBeInTheDocument();
    expect(screen.getByText(/save what you bought on Purchase Input/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pantry Check' })).toHaveAttribute('href', '/pantry-check');
    expect(screen.getAllByRole('button', { name: 'Add item' })).toHaveLength(1);
  });

  it('lists the fridge, the freezer and the cupboard, earliest date first, with what to use soon marked', async () => {
    seedPantry([RICE, CHICKEN, PEAS, MILK, BREAD, YOGHURT, CHILLI]);
    renderPage();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.firstChild?.textContent);
    expect(headings).toEqual(['Fridge', 'Freezer', 'Cupboard']);
    expect(namesIn('Fridge')).toEqual(['Greek yoghurt', 'whole milk', 'Chilli (2 portions)', 'chicken breast']);
    expect(namesIn('Cupboard')).toEqual(['sourdough', 'basmati rice']);

    expect(within(rowOf('Greek yoghurt')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('whole milk')).getByText('Use today')).toBeInTheDocument();
    expect(within(rowOf('Chilli (2 portions)')).getByText('1 day')).toBeInTheDocument();
    expect(within(rowOf('chicken breast')).getByText('2 days')).toBeInTheDocument();
    expect(within(rowOf('chicken breast')).getByText('650 g · Use by 28 Nov')).toBeInTheDocument();
    expect(within(rowOf('sourdough')).getByText('Past best before')).toBeInTheDocument();
    expect(within(rowOf('basmati rice')).getByText('1 kg · Best before 1 Sep 2027')).toBeInTheDocument();
    expect(within(rowOf('frozen peas')).queryByText(/days|Expired|today/)).toBeNull();
  });

  it('finds items by name', async () => {
    seedPantry([RICE, CHICKEN, MILK]);
    renderPage();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search your pantry' }), 'MILK');
    expect(screen.getByText('whole milk')).toBeInTheDocument();
    expect(screen.queryByText('chicken breast')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Cupboard/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'shake');
    expect(screen.getByText('Nothing in your pantry matches “MILKshake”.')).toBeInTheDocument();
  });

  it("adds an ingredient of Larder's table with its place, date and cost proposed", async () => {
    renderPage(ingredientsApi);
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to your pantry' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Name' }), 'passa');
    await userEvent.click(await within(dialog).findByRole('option', { name: /^passata/ }));

    expect(within(dialog).getByRole('combobox', { name: 'Name' })).toHaveValue('passata');
    expect(within(dialog).getByLabelText('Kept in')).toHaveValue('cupboard');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue(480);
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2027-11-26');
    expect(within(dialog).getByLabelText('Kind of date')).toHaveValue('best-before');
    expect(within(dialog).getByLabelText('Cost (£)')).toHaveValue('0.60');
    expect(within(dialog).getByText('Proposed from how passata keeps; change it to the date on the label.')).toBeInTheDocument();

    // Opened, it keeps four days, as a use-by.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Already opened' }));
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-30');
    expect(within(dialog).getByLabelText('Kind of date')).toHaveValue('use-by');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await toasts().findByText('Added to your pantry')).toBeInTheDocument();
    expect(storedItem('passata')).toMatchObject({
      ingredientId: 'passata',
      quantity: { amount: 480, unit: 'ml' },
      place: 'cupboard',
      bought: TODAY,
      opened: TODAY,
      date: '2026-11-30',
      dateKind: 'use-by',
      valuePence: 60,
      category: 'Pantry',
    });
    expect(storedEvents()).toEqual([expect.objectContaining({ kind: 'bought', name: 'passata', valuePence: 60 })]);
    expect(await screen.findByText('passata')).toBeInTheDocument();
  });

  it('adds food by any name with no connection, with the date the cook types', async () => {
    renderPage({ 'GET /api/ingredients': unreachable });
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Name' }), 'Damson jam');
    expect(await within(dialog).findByText('Suggestions need a connection; any name will do.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '2');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'jars');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kept in'), 'cupboard');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2027-03-01');
    await userEvent.type(within(dialog).getByLabelText('Cost (£)'), '3.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(storedItem('Damson jam')).toMatchObject({
      quantity: { amount: 2, unit: 'jar' },
      place: 'cupboard',
      date: '2027-03-01',
      dateKind: 'best-before',
      valuePence: 350,
    });
    expect(within(rowOf('Damson jam')).getByText('2 jars · Best before 1 Mar')).toBeInTheDocument();
  });

  it('refuses an item with no name, saying why, and keeps the form', async () => {
    renderPage(ingredientsApi);
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await toasts().findByText('Please enter an item name')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(stored()?.inventory ?? {}).toEqual({});
  });

  it('edits an item: a new place and opening propose its date again', async () => {
    const passata = anItem('passata', {
      quantity: { amount: 500, unit: 'ml' },
      place: 'cupboard',
      bought: '2026-11-20',
      date: '2027-11-20',
      dateKind: 'best-before',
      storageLife: { days: 365, place: 'cupboard', kind: 'best-before', openedDays: 4, freezerDays: 90 },
    });
    seedPantry([passata]);
    renderPage(ingredientsApi);
    await userEvent.click(await screen.findByRole('button', { name: 'More for passata' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit passata' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Kept in'), 'fridge');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Already opened' }));
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-30');
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('Changes saved')).toBeInTheDocument();
    expect(storedItem('passata')).toMatchObject({
      place: 'fridge',
      opened: TODAY,
      date: '2026-11-30',
      dateKind: 'use-by',
      quantity: { amount: 250, unit: 'ml' },
    });
    expect(within(rowOf('passata')).getByText('Opened')).toBeInTheDocument();
  });

  it('moves food to the freezer, extending its date by the freezer life, and back to defrost', async () => {
    seedPantry([CHICKEN]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More for chicken breast' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to freezer' }));

    expect(storedItem('chicken breast')).toMatchObject({ place: 'freezer', frozen: TODAY, date: '2027-08-23', dateKind: 'best-before' });
    expect(await toasts().findByText('Moved to the freezer')).toBeInTheDocument();
    expect(toasts().getByText('Frozen today, it keeps longer: best before 23 Aug 2027.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Freezer' })).getByText(/Best before 23 Aug 2027 · frozen 26 Nov/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More for chicken breast' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to fridge to defrost' }));
    expect(storedItem('chicken breast')).toMatchObject({ place: 'fridge', date: '2026-11-27', dateKind: 'use-by' });
    expect(within(rowOf('chicken breast')).getByText('1 day')).toBeInTheDocument();
  });

  it('opens the row menu from the keyboard, on its first item', async () => {
    seedPantry([RICE]);
    renderPage();
    (await screen.findByRole('button', { name: 'More for basmati rice' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(storedItem('basmati rice')).toMatchObject({ place: 'freezer', frozen: TODAY });
  });

  it('marks food opened, with the shorter life once opened', async () => {
    const cream = anItem('double cream', {
      quantity: { amount: 300, unit: 'ml' },
      date: '2026-12-01',
      storageLife: { days: 7, place: 'fridge', kind: 'use-by', openedDays: 3, freezerDays: 60 },
      bought: '2026-11-24',
    });
    seedPantry([cream]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More for double cream' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as opened' }));
    expect(storedItem('double cream')).toMatchObject({ opened: TODAY, date: '2026-11-29' });
    expect(await toasts().findByText('Once opened it keeps less long: use by 29 Nov.')).toBeInTheDocument();
  });

  it('records half of an item thrown away with its value, and the rest used in time', async () => {
    seedPantry([CHICKEN]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Thrown away chicken breast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thrown away: chicken breast' });
    expect(within(dialog).getByText('How much? There is 650 g, worth £4.23.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Half/ }));

    expect(await toasts().findByText('Recorded as thrown away: £2.12')).toBeInTheDocument();
    expect(storedItem('chicken breast')).toMatchObject({ quantity: { amount: 325, unit: 'g' }, valuePence: 211 });
    expect(storedEvents()).toEqual([
      expect.objectContaining({
        kind: 'thrown',
        name: 'chicken breast',
        quantity: { amount: 325, unit: 'g' },
        valuePence: 212,
        date: TODAY,
      }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Used chicken breast' }));
    const used = await screen.findByRole('dialog', { name: 'Used: chicken breast' });
    await userEvent.click(within(used).getByRole('button', { name: /All/ }));
    expect(await toasts().findByText('Marked as used')).toBeInTheDocument();
    expect(storedItem('chicken breast')).toBeUndefined();
    expect(storedEvents().find((event) => event.kind === 'used')).toMatchObject({ valuePence: 211, inTime: true });
    expect(screen.getByRole('heading', { name: 'Your pantry is empty' })).toBeInTheDocument();
  });

  it('takes an amount in the item’s own unit, and leftovers by the portion', async () => {
    seedPantry([MILK, CHILLI]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Used whole milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Used: whole milk' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Or an amount in ml' }), '272');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as used' }));
    expect(storedItem('whole milk')?.quantity).toEqual({ amount: 2000, unit: 'ml' });

    await userEvent.click(screen.getByRole('button', { name: 'Thrown away Chilli (2 portions)' }));
    const leftovers = await screen.findByRole('dialog', { name: 'Thrown away: Chilli (2 portions)' });
    await userEvent.click(within(leftovers).getByRole('button', { name: /One/ }));
    expect(await toasts().findByText('Recorded as thrown away: £1.50')).toBeInTheDocument();
    expect(await screen.findByText('Chilli (1 portion)')).toBeInTheDocument();
    expect(storedItem('Chilli')).toMatchObject({ quantity: { amount: 1, unit: 'item' }, leftover: { portions: 1 } });
  });

  it('removes an item added by mistake, recording nothing', async () => {
    seedPantry([MILK, RICE]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More for basmati rice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove (added by mistake)' }));
    expect(storedItem('basmati rice')).toBeUndefined();
    expect(storedEvents()).toEqual([]);
    expect(screen.queryByText('basmati rice', { selector: 'span' })).toBeNull();
  });
});
