import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK, json, renderWithApp, sessionOf, stubServer, unreachable, type Handler } from '../../../../tests/support/web/web-harness';
import { pendingFavoritesKey, type PendingFavorite } from './favorites-cache';
import { FavoritesSync } from './favorites-sync';

const CURRY = { id: 'meal-1', name: 'Chicken Curry' };
const ADD_CURRY: PendingFavorite = { userId: COOK.id, mealId: CURRY.id, action: 'add', meal: CURRY, at: 1 };
const REMOVE_PIE: PendingFavorite = { userId: COOK.id, mealId: 'meal-2', action: 'remove', at: 2 };
const SOMEONE_ELSES: PendingFavorite = { userId: 'user-2', mealId: 'meal-3', action: 'add', meal: { id: 'meal-3', name: 'Dal' }, at: 3 };

/** What waits for `userId` (the signed-in cook unless named). */
const pending = (userId = COOK.id) => JSON.parse(localStorage.getItem(pendingFavoritesKey(userId)) ?? '[]') as PendingFavorite[];

/** Queues the entries, each under the cook it belongs to. */
function queue(...entries: PendingFavorite[]) {
  for (const userId of new Set(entries.map((entry) => entry.userId)))
    localStorage.setItem(pendingFavoritesKey(userId), JSON.stringify(entries.filter((entry) => entry.userId === userId)));
}

function server(favorites: Handler = () => json({ created: true }, 201)) {
  return stubServer({
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'GET /api/favorites': () => json({ favorites: [] }),
    'POST /api/favorites': favorites,
    'DELETE /api/favorites/meal-2': favorites,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavoritesSync', () => {
  it('sends the signed-in cook’s pending favourites when it mounts', async () => {
    queue(ADD_CURRY, REMOVE_PIE);
    const api = server();

    renderWithApp(<FavoritesSync />);

    await waitFor(() => expect(api.sent()).toEqual(expect.arrayContaining(['POST /api/favorites', 'DELETE /api/favorites/meal-2'])));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ meal: CURRY });
  });

  it('removes the entries from storage once they are sent', async () => {
    queue(ADD_CURRY, REMOVE_PIE);
    server();

    renderWithApp(<FavoritesSync />);

    await waitFor(() => expect(pending()).toEqual([]));
  });

  it('leaves another cook’s entries alone', async () => {
    queue(ADD_CURRY, SOMEONE_ELSES);
    const api = server();

    renderWithApp(<FavoritesSync />);

    await waitFor(() => expect(pending()).toEqual([]));
    expect(pending(SOMEONE_ELSES.userId)).toEqual([SOMEONE_ELSES]);
    expect(api.sent()).toContain('POST /api/favorites');
    expect(JSON.stringify(api.requests)).not.toContain(SOMEONE_ELSES.mealId);
  });

  it('keeps the entries while the server cannot be reached', async () => {
    queue(ADD_CURRY);
    const api = server(unreachable);

    renderWithApp(<FavoritesSync />);

    await waitFor(() => expect(api.sent()).toContain('POST /api/favorites'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pending()).toEqual([ADD_CURRY]);
  });

  it('sends them when the browser is back online', async () => {
    queue(ADD_CURRY);
    let online = false;
    const api = server(() => (online ? json({ created: true }, 201) : unreachable()));
    renderWithApp(<FavoritesSync />);
    await waitFor(() => expect(api.sent()).toContain('POST /api/favorites'));

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(pending()).toEqual([]));
    expect(api.sent().filter((request) => request === 'POST /api/favorites')).toHaveLength(2);
  });

  it('sends nothing when signed out', async () => {
    queue(ADD_CURRY);
    const api = stubServer({ 'GET /api/auth/get-session': () => json(null) });

    renderWithApp(<FavoritesSync />);

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.sent()).toEqual([]);
    expect(pending()).toEqual([ADD_CURRY]);
  });
});
