import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK, json, renderWithApp, sessionOf, stubServer, unreachable, type Handler } from '../../../../tests/support/web/web-harness';
import { cachedFavoritesKey } from '../../lib/favorites/favorites-cache';
import { DiagnosticsPanel } from './diagnostics-panel';

const HEALTHY = { status: 'ok', database: 'up', kind: 'pglite' };

function renderPanel({
  signedIn = false,
  health = () => json(HEALTHY),
  count = () => json({ count: 4 }),
}: { signedIn?: boolean; health?: Handler; count?: Handler } = {}) {
  const server = stubServer({
    'GET /api/auth/get-session': () => json(signedIn ? sessionOf(COOK) : null),
    'GET /api/health': health,
    'GET /api/favorites/count': count,
  });
  renderWithApp(<DiagnosticsPanel />);
  return server;
}

const show = () => userEvent.click(screen.getByRole('button', { name: 'Show Diagnostics' }));
const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DiagnosticsPanel', () => {
  it('is hidden until asked for, and asks the server nothing before', () => {
    const server = renderPanel();

    expect(screen.getByRole('button', { name: 'Show Diagnostics' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Connection status')).not.toBeInTheDocument();
    expect(server.sent()).toEqual([]);
  });

  it('shows the connection, local storage, and no favourites for a visitor (not even a previous cook’s)', async () => {
    localStorage.setItem(cachedFavoritesKey('user-before'), JSON.stringify({ a: { id: 'a', name: 'A' } }));
    renderPanel();

    await show();

    await waitFor(() => expect(value('Connection status')).toBe('Connected'));
    expect(value('Local storage')).toBe('Available');
    expect(value('Favorites')).toBe('None: sign in to keep favorites');
  });

  it('counts the favourites cached for the cook when the account cannot be asked', async () => {
    localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ a: { id: 'a', name: 'A' }, b: { id: 'b', name: 'B' } }));
    renderPanel({ signedIn: true, count: unreachable });

    await show();

    await waitFor(() => expect(value('Favorites')).toBe('2 in this browser'));
  });

  it('counts a signed-in cook’s favourites on the account', async () => {
    renderPanel({ signedIn: true, count: () => json({ count: 7 }) });

    await show();

    await waitFor(() => expect(value('Favorites')).toBe('7 on your account'));
  });

  it('checks again on Refresh', async () => {
    let up = false;
    const server = renderPanel({
      health: () => json(up ? HEALTHY : { ...HEALTHY, status: 'unavailable', database: 'down' }, up ? 200 : 503),
    });
    await show();
    await waitFor(() => expect(value('Connection status')).toBe('Disconnected'));

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(value('Connection status')).toBe('Connected'));
    expect(server.sent().filter((call) => call === 'GET /api/health')).toHaveLength(2);
  });

  it('can be hidden again', async () => {
    renderPanel();
    await show();

    await userEvent.click(screen.getByRole('button', { name: 'Hide Diagnostics' }));

    expect(screen.queryByText('Connection status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Diagnostics' })).toHaveAttribute('aria-expanded', 'false');
  });
});
