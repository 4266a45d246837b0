import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOK,
  json,
  renderWithApp,
  sessionOf,
  sessionSettled,
  stubServer,
  unreachable,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { cachedFavoritesKey } from '../../lib/favorites/favorites-cache';
import { FakeCacheStorage } from '../../../../tests/support/web/fake-cache-storage';
import { MealImage } from '../../components/meal/meal-image';
import { forgetFailedImages } from '../../lib/failed-images';
import DebugPanel from './debug-panel';

const HEALTHY = { status: 'ok', database: 'up', kind: 'pglite' };
const CURRY = { id: 'meal-1', name: 'Chicken Curry' };
const DAL = { id: 'meal-2', name: 'Tarka Dal' };

function renderPanel({
  signedIn = false,
  health = () => json(HEALTHY),
  more = {},
}: { signedIn?: boolean; health?: Handler; more?: Record<string, Handler> } = {}) {
  const server = stubServer({
    'GET /api/auth/get-session': () => json(signedIn ? sessionOf(COOK) : null),
    'GET /api/health': health,
    ...more,
  });
  const view = renderWithApp(<DebugPanel />);
  return { ...view, server };
}

const panel = () => within(screen.getByRole('region', { name: 'Debug panel' }));
/** The value shown beside a label in the panel. */
const value = (label: string) => panel().getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DebugPanel, Database tab', () => {
  it('shows the connection, a signed-out visitor, and keeps Repair Favorites disabled', async () => {
    const { queryClient } = renderPanel();
    await sessionSettled(queryClient);

    await waitFor(() => expect(value('Connection')).toBe('Connected'));
    expect(value('Authentication')).toBe('Not authenticated');
    expect(value('Last error')).toBe('None');
    expect(panel().getByRole('button', { name: 'Repair Favorites' })).toBeDisabled();
    expect(panel().getByText('Sign in to repair favorites.')).toBeInTheDocument();
  });

  it('says Disconnected when the database is down', async () => {
    renderPanel({ health: () => json({ status: 'unavailable', database: 'down', kind: 'postgres' }, 503) });

    await waitFor(() => expect(value('Connection')).toBe('Disconnected'));
  });

  it('says Disconnected, with the last error, when the server cannot be reached', async () => {
    renderPanel({ health: unreachable });

    await waitFor(() => expect(value('Connection')).toBe('Disconnected'));
    expect(value('Last error')).toBe('Network connection issues detected. Please check your internet connection.');
  });

  it('shows a signed-in cook and their favourites count', async () => {
    renderPanel({ signedIn: true, more: { 'GET /api/favorites/count': () => json({ count: 3 }) } });

    await waitFor(() => expect(value('Favorites')).toBe('3'));
    expect(value('Authentication')).toBe('Authenticated');
    expect(panel().getByRole('button', { name: 'Repair Favorites' })).toBeEnabled();
  });

  it('repairs favourites from the cached ones and refreshes the count', async () => {
    localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ [CURRY.id]: CURRY, [DAL.id]: DAL }));
    let count = 1;
    const { server } = renderPanel({
      signedIn: true,
      more: {
        'GET /api/favorites/count': () => json({ count }),
        'POST /api/favorites/repair': () => {
          count = 2;
          return json({ inserted: [DAL.id], count });
        },
      },
    });
    await waitFor(() => expect(value('Favorites')).toBe('1'));

    await userEvent.click(panel().getByRole('button', { name: 'Repair Favorites' }));

    await waitFor(() => expect(value('Favorites')).toBe('2'));
    expect(panel().getByText('Added 1 missing favorite.')).toBeInTheDocument();
    expect(server.requests.find((request) => request.path === '/api/favorites/repair')?.body).toEqual({ meals: [CURRY, DAL] });
  });

  it('only logs a failed repair, and shows it as the last error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ [CURRY.id]: CURRY }));
    renderPanel({
      signedIn: true,
      more: {
        'GET /api/favorites/count': () => json({ count: 0 }),
        'POST /api/favorites/repair': () => json({ error: { type: 'server', message: 'The server encountered an error.' } }, 500),
      },
    });
    await waitFor(() => expect(value('Favorites')).toBe('0'));

    await userEvent.click(panel().getByRole('button', { name: 'Repair Favorites' }));

    await waitFor(() => expect(value('Last error')).toBe('The server encountered an error.'));
    expect(warn).toHaveBeenCalledWith('Error repairing favorites', expect.any(Error));
  });
});

describe('DebugPanel, Repair Favorites on a shared browser', () => {
  it("never sends a previous cook's favourites: only those cached for the cook signed in", async () => {
    localStorage.setItem(cachedFavoritesKey('user-before'), JSON.stringify({ [DAL.id]: DAL }));
    localStorage.setItem('cached_favorites', JSON.stringify({ [DAL.id]: DAL }));
    localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ [CURRY.id]: CURRY }));
    const { server } = renderPanel({
      signedIn: true,
      more: {
        'GET /api/favorites/count': () => json({ count: 0 }),
        'POST /api/favorites/repair': () => json({ inserted: [CURRY.id], count: 1 }),
      },
    });
    await waitFor(() => expect(value('Favorites')).toBe('0'));

    await userEvent.click(panel().getByRole('button', { name: 'Repair Favorites' }));

    await waitFor(() => expect(panel().getByText('Added 1 missing favorite.')).toBeInTheDocument());
    expect(server.requests.find((request) => request.path === '/api/favorites/repair')?.body).toEqual({ meals: [CURRY] });
  });
});

describe('DebugPanel, Images tab', () => {
  it('counts the meal pictures that failed to load, each address once', async () => {
    forgetFailedImages();
    stubServer({ 'GET /api/auth/get-session': () => json(null), 'GET /api/health': () => json(HEALTHY) });
    renderWithApp(
      <>
        <MealImage src="/api/images/broken-1" alt="Curry" />
        <MealImage src="/api/images/broken-1" alt="Curry again" />
        <MealImage src="/api/images/broken-2" alt="Dal" />
        <DebugPanel />
      </>,
    );
    await userEvent.click(panel().getByRole('tab', { name: 'Images' }));
    expect(value('Failed images')).toBe('0');

    for (const name of ['Curry', 'Curry again', 'Dal']) fireEvent.error(screen.getByRole('img', { name }));

    await waitFor(() => expect(value('Failed images')).toBe('2'));
  });

  it('counts the meal pictures the service worker keeps for offline use, and Clear Image Cache removes them', async () => {
    const storage = new FakeCacheStorage();
    await (await storage.open('larder-images-v1')).put('/api/images/1', new Response('png'));
    await (await storage.open('larder-images-v1')).put('/api/illustrations/meal.svg?name=Dal', new Response('<svg/>'));
    await (await storage.open('larder-app-v3')).put('/index.html', new Response('<html>'));
    vi.stubGlobal('caches', storage);
    localStorage.setItem('meal_img_1', '/api/images/1');
    localStorage.setItem('ui-theme', 'dark');
    renderPanel();

    await userEvent.click(panel().getByRole('tab', { name: 'Images' }));
    await waitFor(() => expect(value('Cached images')).toBe('2'));

    await userEvent.click(panel().getByRole('button', { name: 'Clear Image Cache' }));

    await waitFor(() => expect(value('Cached images')).toBe('0'));
    expect(panel().getByText('Removed 3 cached images.')).toBeInTheDocument();
    expect(await storage.keys()).toEqual(['larder-app-v3']);
    expect(Object.keys(localStorage)).not.toContain('meal_img_1');
  });

  it('says there is no offline cache where the browser has none', async () => {
    renderPanel();

    await userEvent.click(panel().getByRole('tab', { name: 'Images' }));

    await waitFor(() => expect(value('Cached images')).toBe('No offline cache'));
  });
});

describe('DebugPanel, Tools tab', () => {
  it('offers Force App Refresh, and Clear LocalStorage empties local storage', async () => {
    localStorage.setItem('ui-theme', 'dark');
    localStorage.setItem(cachedFavoritesKey(COOK.id), '{}');
    renderPanel();

    await userEvent.click(panel().getByRole('tab', { name: 'Tools' }));
    expect(panel().getByRole('button', { name: 'Force App Refresh' })).toBeEnabled();
    await userEvent.click(panel().getByRole('button', { name: 'Clear LocalStorage' }));

    expect(localStorage.length).toBe(0);
    expect(panel().getByText('Local storage cleared.')).toBeInTheDocument();
  });
});

describe('DebugPanel', () => {
  it('can be hidden and shown again from the keyboard, keeping focus on its toggle', async () => {
    renderPanel();

    panel().getByRole('button', { name: 'Hide debug panel' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show debug panel' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Debug panel' })).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Hide debug panel' })).toHaveFocus();
  });
});
