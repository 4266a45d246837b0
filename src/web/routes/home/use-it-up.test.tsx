import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../domain/dates/iso-date';
import { setPreferences } from '../../../domain/kitchen/commands';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { aMeal, somePreferences } from '../../../../tests/support/web/meal-fixtures';
import { COOK, json, renderWithApp, seedKitchen, sessionOf, stubServer } from '../../../../tests/support/web/web-harness';
import { localToday } from '../../lib/dates';
import { HomePage } from './home-page';

const TODAY = localToday();

const item = (id: number, name: string, more: Partial<InventoryItem>): InventoryItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  quantity: { amount: 200, unit: 'g' },
  place: 'fridge',
  bought: TODAY,
  dateKind: 'use-by',
  ...more,
});

const SPINACH = item(1, 'Spinach', { ingredientId: 'spinach', date: addDays(TODAY, 1) });
const RICE = item(2, 'Rice', { ingredientId: 'basmati-rice', place: 'cupboard', date: addDays(TODAY, 300), dateKind: 'best-before' });
const CHILLI = item(3, 'Chilli', {
  quantity: { amount: 2, unit: 'item' },
  date: TODAY,
  leftover: { mealId: 'chilli', portions: 2, freezes: true },
});

const SAAG = aMeal('saag', 'Saag aloo', {
  ingredients: [{ name: 'spinach', quantity: { amount: 200, unit: 'g' }, ingredientId: 'spinach' }],
});

/** The items in the kitchen of the visitor, or of the signed-in cook (`account`). */
function stock(items: InventoryItem[], account?: string) {
  seedKitchen(
    (state) => ({
      ...setPreferences(state, somePreferences({ dietaryPreferences: 'Vegetarian', allergies: ['milk'] })),
      inventory: Object.fromEntries(items.map((stocked) => [stocked.id, stocked])),
    }),
    account ? { account } : {},
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Use it up on Home', () => {
  it('is not there, and asks nothing, when nothing goes off in the next three days', async () => {
    stock([RICE]);
    const server = stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(<HomePage />);

    expect(await screen.findByRole('heading', { name: /Plan the week’s meals/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Use it up' })).not.toBeInTheDocument();
    expect(server.sent()).toEqual([]);
  });

  it("names what goes off with the cook's favourites and Larder's recipes for their diet and allergies", async () => {
    stock([SPINACH, RICE, CHILLI], COOK.id);
    const server = stubServer({
      'GET /api/auth/get-session': () => json(sessionOf(COOK)),
      'GET /api/favorites': () => json({ favorites: [{ id: 'f1', mealId: 'saag', meal: SAAG, createdAt: '2026-01-01T00:00:00.000Z' }] }),
      'GET /api/pantry/use-up': () =>
        json({
          suggestions: [
            {
              ingredientId: 'spinach',
              recipes: [
                { id: 'palak-dal', name: 'Palak dal', totalMinutes: 35, uses: ['spinach'] },
                { id: 'spinach-pasta', name: 'Spinach pasta', totalMinutes: 20, uses: ['spinach'] },
              ],
            },
          ],
        }),
    });
    renderWithApp(<HomePage />);

    const panel = (await screen.findByRole('heading', { name: 'Use it up' }, { timeout: 5_000 })).closest('section') as HTMLElement;
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual(['Leftovers: Chilli', 'Spinach']);
    expect(within(rows[0] as HTMLElement).getByText('use by today')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('use by tomorrow')).toBeInTheDocument();
    expect(await within(rows[1] as HTMLElement).findByText('Palak dal (35 min) · Spinach pasta (20 min)')).toBeInTheDocument();
    expect(await within(rows[1] as HTMLElement).findByText('Saag aloo')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Plan meals that use them' })).toHaveAttribute('href', '/planner');

    await waitFor(() => expect(server.requests.find((request) => request.path === '/api/pantry/use-up')).toBeDefined());
    const asked = server.requests.find((request) => request.path === '/api/pantry/use-up');
    expect(asked?.query).toEqual({ ids: 'spinach', diet: 'Vegetarian', allergies: 'milk' });
  });

  it('never names a favourite the cook is now allergic to (saved before the allergy was declared)', async () => {
    stock([SPINACH], COOK.id);
    const creamed = aMeal('creamed', 'Creamed spinach', {
      ingredients: [
        { name: 'spinach', quantity: { amount: 200, unit: 'g' }, ingredientId: 'spinach' },
        { name: 'double cream', quantity: { amount: 100, unit: 'ml' } },
      ],
    });
    stubServer({
      'GET /api/auth/get-session': () => json(sessionOf(COOK)),
      'GET /api/favorites': () =>
        json({
          favorites: [
            { id: 'f1', mealId: 'creamed', meal: creamed, createdAt: '2026-01-01T00:00:00.000Z' },
            { id: 'f2', mealId: 'saag', meal: SAAG, createdAt: '2026-01-02T00:00:00.000Z' },
          ],
        }),
      'GET /api/pantry/use-up': () => json({ suggestions: [] }),
    });
    renderWithApp(<HomePage />);

    expect(await screen.findByText('Saag aloo', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Creamed spinach/)).not.toBeInTheDocument();
  });

  it('still names the favourites when the recipes cannot be fetched', async () => {
    stock([SPINACH], COOK.id);
    stubServer({
      'GET /api/auth/get-session': () => json(sessionOf(COOK)),
      'GET /api/favorites': () => json({ favorites: [{ id: 'f1', mealId: 'saag', meal: SAAG, createdAt: '2026-01-01T00:00:00.000Z' }] }),
      'GET /api/pantry/use-up': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<HomePage />);

    expect(await screen.findByText('Saag aloo', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Ideas/)).not.toBeInTheDocument();
  });
});
