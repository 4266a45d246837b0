import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOK,
  json,
  never,
  renderWithApp,
  sessionOf,
  sessionSettled,
  stubServer,
  toasts,
  unreachable,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { cachedFavoritesKey, pendingFavoritesKey, type CachedMeal, type PendingFavorite } from '../../lib/favorites/favorites-cache';
import type { FavoriteableMeal } from '../../lib/favorites/use-favorite-toggle';
import { FavoriteButton } from './favorite-button';

const CURRY = { id: 'meal-1', name: 'Chicken Curry', cookingTime: '40 minutes' };

/** The favourites API of a signed-in cook, remembering what was added and removed. */
function favoritesApi(overrides: Record<string, Handler> = {}) {
  const saved = new Map<string, CachedMeal>();
  const server = stubServer({
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'GET /api/favorites': () =>
      json({
        favorites: [...saved.values()].map((meal) => ({
          id: `fav-${meal.id}`,
          mealId: meal.id,
          meal,
          createdAt: '2025-01-01T00:00:00.000Z',
        })),
      }),
    [`GET /api/favorites/${CURRY.id}`]: () => json({ mealId: CURRY.id, isFavorite: saved.has(CURRY.id), id: null }),
    'POST /api/favorites': ({ body }) => {
      const { meal } = body as { meal: CachedMeal };
      saved.set(meal.id, meal);
      return json({ created: true }, 201);
    },
    [`DELETE /api/favorites/${CURRY.id}`]: () => {
      saved.delete(CURRY.id);
      return json({ removed: true });
    },
    ...overrides,
  });
  return server;
}

async function renderSignedIn(meal: FavoriteableMeal = CURRY) {
  const view = renderWithApp(<FavoriteButton meal={meal} />);
  await screen.findByRole('button', { name: 'Add to favorites', pressed: false });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FavoriteButton signed out', () => {
  it('asks the cook to sign in and sends nothing', async () => {
    const server = stubServer({ 'GET /api/auth/get-session': () => json(null) });
    const { queryClient } = renderWithApp(<FavoriteButton meal={CURRY} />);
    await sessionSettled(queryClient);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in to use favorites' }));

    expect(await toasts().findByText('Authentication Required')).toBeInTheDocument();
    expect(toasts().getByText('Please sign in to save favorites')).toBeInTheDocument();
    expect(server.sent()).toEqual([]);
  });
});

describe('FavoriteButton signed in', () => {
  it('checks the meal on the server before adding it', async () => {
    const server = favoritesApi();
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    const sent = server.sent();
    expect(sent).toContain(`GET /api/favorites/${CURRY.id}`);
    expect(sent.indexOf(`GET /api/favorites/${CURRY.id}`)).toBeLessThan(sent.indexOf('POST /api/favorites'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ meal: CURRY });
  });

  it('shows the heart pressed once the meal is added', async () => {
    favoritesApi();
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('sends a numeric meal id as text', async () => {
    const server = favoritesApi({ 'GET /api/favorites/42': () => json({ mealId: '42', isFavorite: false, id: null }) });
    await renderSignedIn({ id: 42, name: 'Fish Pie' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ meal: { id: '42', name: 'Fish Pie' } });
  });

  it('reverts the heart and says so when the server fails', async () => {
    favoritesApi({ 'POST /api/favorites': () => json({ error: { type: 'server', message: 'Database unavailable' } }, 500) });
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    expect(await toasts().findByText('Failed to add favorite')).toBeInTheDocument();
    expect(toasts().getByText('Could not update favorite status. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says what to do when the account holds as many favourites as it may', async () => {
    const message = 'You already have 1,000 favorite meals, the most one account can keep. Remove some to add new ones.';
    favoritesApi({ 'POST /api/favorites': () => json({ error: { type: 'conflict', message } }, 409) });
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    expect(await toasts().findByText('Failed to add favorite')).toBeInTheDocument();
    expect(toasts().getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a meal without an id', async () => {
    const server = favoritesApi();
    await renderSignedIn({ name: 'Mystery Stew' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    expect(await toasts().findByText('Cannot add this meal to favorites.')).toBeInTheDocument();
    expect(server.sent().filter((request) => request !== 'GET /api/favorites')).toEqual([]);
  });
});

describe('FavoriteButton debounce (1 s)', () => {
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  async function addOnce() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    const server = favoritesApi();
    await renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await toasts().findByText('Added to favorites');
    await screen.findByRole('button', { name: 'Remove from favorites', pressed: true });
    return server;
  }

  it('ignores a second press within 1 s', async () => {
    const server = await addOnce();
    const before = server.sent().length;

    vi.setSystemTime(new Date('2025-03-01T12:00:00.999Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    await settle();

    expect(server.sent().slice(before)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts a press 1 s after the last one', async () => {
    const server = await addOnce();

    vi.setSystemTime(new Date('2025-03-01T12:00:01.000Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));

    expect(await toasts().findByText('Removed from favorites')).toBeInTheDocument();
    expect(server.sent()).toContain(`DELETE /api/favorites/${CURRY.id}`);
  });

  it('asks the cook to wait when pressed again while the first change is still being saved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    const server = favoritesApi({ 'POST /api/favorites': never });
    await renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(server.sent()).toContain('POST /api/favorites'));

    vi.setSystemTime(new Date('2025-03-01T12:00:02.000Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));

    expect(await toasts().findByText('Please wait')).toBeInTheDocument();
    expect(toasts().getByText('Still processing favorite status...')).toBeInTheDocument();
    expect(server.sent().filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });
});

describe('FavoriteButton offline', () => {
  function goOffline() {
    return favoritesApi({
      [`GET /api/favorites/${CURRY.id}`]: unreachable,
      'POST /api/favorites': unreachable,
    });
  }

  it('keeps the heart pressed when the server cannot be reached', async () => {
    goOffline();
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("queues the change in this cook's pending favourites", async () => {
    goOffline();
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    const pending = JSON.parse(localStorage.getItem(pendingFavoritesKey(COOK.id)) ?? '[]') as unknown;
    expect(pending).toEqual([expect.objectContaining({ userId: COOK.id, mealId: CURRY.id, action: 'add', meal: CURRY })]);
  });

  it("keeps the meal in this cook's cached favourites", async () => {
    goOffline();
    await renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await toasts().findByText('Added to favorites');
    const cached = JSON.parse(localStorage.getItem(cachedFavoritesKey(COOK.id)) ?? '{}') as unknown;
    expect(cached).toEqual({ [CURRY.id]: CURRY });
  });
});

/*
 * A change that reaches the server replaces one queued earlier while the server was unreachable
 * (the browser can stay online meanwhile, so no 'online' event flushes the queue in between):
 * otherwise the heart would read the stale 'add' and FavoritesSync would bring the meal back.
 */
describe('FavoriteButton after an unreachable server comes back', () => {
  async function addOfflineThenRemoveOnline() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    let reachable = false;
    const saved = new Set<string>();
    const whenReachable =
      (handler: Handler): Handler =>
      (request, signal) =>
        reachable ? handler(request, signal) : unreachable();
    favoritesApi({
      'GET /api/favorites': whenReachable(() =>
        json({
          favorites: saved.has(CURRY.id) ? [{ id: 'fav-1', mealId: CURRY.id, meal: CURRY, createdAt: '2025-03-01T12:00:00.000Z' }] : [],
        }),
      ),
      [`GET /api/favorites/${CURRY.id}`]: whenReachable(() => json({ mealId: CURRY.id, isFavorite: saved.has(CURRY.id), id: null })),
      'POST /api/favorites': whenReachable(() => {
        saved.add(CURRY.id);
        return json({ created: true }, 201);
      }),
      [`DELETE /api/favorites/${CURRY.id}`]: whenReachable(() => {
        saved.delete(CURRY.id);
        return json({ removed: true });
      }),
    });
    await renderSignedIn();

    // 1. Server unreachable: the add is queued and the heart is pressed.
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await screen.findByText(/You are offline/);

    // 2. Server back: pressing checks it (not a favourite there yet), so it adds again.
    reachable = true;
    vi.setSystemTime(new Date('2025-03-01T12:00:02.000Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() => expect(saved.has(CURRY.id)).toBe(true));

    // 3. The cook removes it; the server confirms.
    vi.setSystemTime(new Date('2025-03-01T12:00:04.000Z'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    await toasts().findByText('Removed from favorites');
    await waitFor(() => expect(saved.has(CURRY.id)).toBe(false));
  }

  it('shows the heart unpressed once the server confirms the removal', async () => {
    await addOfflineThenRemoveOnline();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('does not leave the earlier offline add queued to be sent again', async () => {
    await addOfflineThenRemoveOnline();

    const pending = JSON.parse(localStorage.getItem(pendingFavoritesKey(COOK.id)) ?? '[]') as PendingFavorite[];
    expect(pending.filter((entry) => entry.mealId === CURRY.id && entry.action === 'add')).toEqual([]);
  });
});
