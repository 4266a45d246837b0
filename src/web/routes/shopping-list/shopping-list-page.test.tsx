import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPantryAnswer } from '../../../domain/kitchen/list-commands';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { stored } from '../../../../tests/support/web/meal-fixtures';
import { json, renderWithApp, storedKitchen, stubServer } from '../../../../tests/support/web/web-harness';
import { ShoppingListPage } from './shopping-list-page';

function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(<ShoppingListPage />, { path: '/shopping-list' });
}

/** The list is shown once the kitchen is open; the heading shows before it. */
const listShown = () => screen.findByRole('searchbox', { name: 'Search ingredients' });

const itemNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('li')?.querySelector('.font-medium')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShoppingListPage', () => {
  it("lists the plan's ingredients merged, by aisle, with the counts", async () => {
    seedWeek();
    renderPage();

    await listShown();
    expect(screen.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('3 categories')).toBeInTheDocument();
    expect(itemNames()).toEqual(['Onion', 'Cod fillet', 'Red lentils']);
    expect(within(screen.getByText('Onion').closest('li') as HTMLElement).getByText('2')).toBeInTheDocument();
  });

  it('opens every category, and closes and reopens one from its heading, keeping the others', async () => {
    seedWeek();
    renderPage();
    await listShown();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(3);
    for (const button of screen.getAllByRole('button', { expanded: true })) expect(button.closest('h3')).not.toBeNull();

    const onion = screen.getByText('Onion').closest('section') as HTMLElement;
    const toggle = within(onion).getByRole('button');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Onion')).toBeNull();
    expect(itemNames()).toEqual(['Cod fillet', 'Red lentils']);

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(itemNames()).toEqual(['Onion', 'Cod fillet', 'Red lentils']);
  });

  it('leaves out what the pantry check said the cook has', async () => {
    seedWeek((state) => setPantryAnswer(state, 'Red lentils', {}));
    renderPage();

    await listShown();
    expect(itemNames()).toEqual(['Onion', 'Cod fillet']);
  });

  it('reads an amount the pantry check was told, loading the amount reader for it', async () => {
    seedWeek((state) => setPantryAnswer(state, 'Cod fillet', { amount: '100 g' }));
    renderPage();

    await listShown();
    const cod = screen.getByRole('checkbox', { name: /Cod fillet/ }).closest('li') as HTMLElement;
    expect(cod).toHaveTextContent('200 g');
  });

  it('buys only what the pantry does not hold, and says what the cook has', async () => {
    seedWeek((state) => ({
      ...state,
      inventory: {
        i: {
          id: '00000000-0000-4000-8000-000000000801',
          name: 'Cod fillet',
          quantity: { amount: 200, unit: 'g' },
          place: 'fridge',
          bought: '2026-11-29',
          dateKind: 'use-by',
        },
        j: {
          id: '00000000-0000-4000-8000-000000000802',
          name: 'Red lentils',
          quantity: { amount: 1000, unit: 'g' },
          place: 'cupboard',
          bought: '2026-11-29',
          dateKind: 'best-before',
        },
      },
    }));
    renderPage();

    await listShown();
    expect(itemNames()).toEqual(['Onion', 'Cod fillet']);
    const cod = screen.getByText('Cod fillet').closest('li') as HTMLElement;
    expect(within(cod).getByText('100 g (you have 200 g)')).toBeInTheDocument();
    // 450p for 300 g: a third of it still to buy.
    expect(within(cod).getByText('£1.50')).toBeInTheDocument();
  });

  it('keeps a tick in the kitchen store at once, strikes the item through, and writes the spec’s shoppingList', async () => {
    seedWeek();
    renderPage();
    await listShown();

    await userEvent.click(screen.getByRole('checkbox', { name: /Onion/ }));

    expect(screen.getByText('1 of 3 in the basket')).toBeInTheDocument();
    expect(screen.getByText('Onion').closest('label')).toHaveClass('line-through');
    expect(storedKitchen()?.state.shoppingTicks).toEqual({ onion: { itemKey: 'onion', ticked: true } });
    await waitFor(() =>
      expect(stored<{ name: string; checked: boolean }[]>('shoppingList')?.map(({ name, checked }) => [name, checked])).toEqual([
        ['Onion', true],
        ['Cod fillet', false],
        ['Red lentils', false],
      ]),
    );
  });

  it('says there is no list without a plan', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Shopping List Available' })).toBeInTheDocument();
    expect(screen.getByText('You need to create a meal plan first to generate a shopping list.')).toBeInTheDocument();
  });
});
