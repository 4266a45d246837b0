import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK, json, never, renderWithApp, sessionOf, stubServer, toasts, type Handler } from '../../../../tests/support/web/web-harness';
import type { CachedMeal } from '../../lib/favorites/favorites-cache';
import { FavoritesPage } from './favorites-page';

const CURRY = { id: 'meal-1', name: 'Chicken Curry', cookingTime: '40 minutes' };
const PIE = { id: 'meal-2', name: 'Fish Pie', cookingTime: '50 minutes' };

const row = (meal: CachedMeal) => ({ id: `fav-${meal.id}`, mealId: meal.id, meal, createdAt: '2025-01-01T00:00:00.000Z' });

/** A signed-in cook's favourites; `list` answers GET /api/favorites (by default, what is saved). */
function favoritesServer(saved: CachedMeal[], list?: Handler) {
  const meals = new Map(saved.map((meal) => [meal.id, meal]));
  return stubServer({
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'GET /api/favorites': list ?? (() => json({ favorites: [...meals.values()].map(row) })),
    ...Object.fromEntries(
      saved.map((meal) => [
        `DELETE /api/favorites/${meal.id}`,
        () => {
          meals.delete(meal.id);
          return json({ removed: true });
        },
      ]),
    ),
  });
}

const renderPage = () => renderWithApp(<FavoritesPage />, { path: '/favorites' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FavoritesPage', () => {
  it('shows skeletons while the favourites load', async () => {
    const api = favoritesServer([], never);
    renderPage();

    await waitFor(() => expect(api.sent()).toContain('GET /api/favorites'));
    expect(screen.getByLabelText('Loading your favorites')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state with a link to browse meal plans', async () => {
    favoritesServer([]);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse meal plans' })).toHaveAttribute('href', '/meal-plan');
  });

  it('shows a card for each favourite', async () => {
    favoritesServer([CURRY, PIE]);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fish Pie' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading your favorites')).not.toBeInTheDocument();
  });

  it('removes a favourite through its card’s select action', async () => {
    const api = favoritesServer([CURRY, PIE]);
    renderPage();
    await screen.findByRole('heading', { name: 'Chicken Curry' });

    // The select action is the button that says so; the heart carries the same name as its label.
    const [removeCurry] = screen.getAllByText('Remove from favorites', { selector: 'button' });
    await userEvent.click(removeCurry!);

    expect(await toasts().findByText('Removed from favorites')).toBeInTheDocument();
    expect(api.sent()).toContain(`DELETE /api/favorites/${CURRY.id}`);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chicken Curry' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Fish Pie' })).toBeInTheDocument();
  });

  it('shows an error with Try Again when the favourites fail to load', async () => {
    favoritesServer([CURRY], () => json({ error: { type: 'server', message: 'Database unavailable' } }, 500));
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load favorite meals')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('loads again when Try Again is pressed', async () => {
    let calls = 0;
    const api = favoritesServer([CURRY], () => {
      calls += 1;
      return calls === 1 ? json({ error: { type: 'server', message: 'Database unavailable' } }, 500) : json({ favorites: [row(CURRY)] });
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(api.sent().filter((request) => request === 'GET /api/favorites').length).toBeGreaterThanOrEqual(2);
  });

  it('asks the cook to sign in when the server answers 401', async () => {
    favoritesServer([], () => json({ error: { type: 'authentication', message: 'You need to be logged in to view favorite meals' } }, 401));
    renderPage();

    expect(await screen.findByText('Please sign in to view and manage your favorite meals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('gives up after 10 s and says loading timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = favoritesServer([], never);
    renderPage();
    await waitFor(() => expect(api.sent()).toContain('GET /api/favorites'));

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByLabelText('Loading your favorites')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loading your favorites timed out. Please try again.')).toBeInTheDocument();
    expect(toasts().getByText('Loading timeout')).toBeInTheDocument();
  });
});
