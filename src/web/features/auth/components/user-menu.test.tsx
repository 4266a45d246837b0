import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTick } from '../../../../domain/kitchen/list-commands';
import { FakeCacheStorage } from '../../../../../tests/support/web/fake-cache-storage';
import { seedWeek } from '../../../../../tests/support/web/kitchen-fixtures';
import { COOK, json, renderWithApp, sessionOf, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { cachedFavoritesKey, pendingFavoritesKey } from '../../../lib/favorites/favorites-cache';
import UserMenu from './user-menu';

/** A signed-in cook's browser: their kitchen (a plan, a tick not yet on the account), favourites, own key, and pages cached offline. */
async function signedInBrowser({ reachable }: { reachable: boolean }) {
  seedWeek((state) => state, { account: COOK.id });
  localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ dal: { id: 'dal', name: 'Tarka Dal' } }));
  localStorage.setItem(pendingFavoritesKey(COOK.id), JSON.stringify([{ userId: COOK.id, mealId: 'pie', action: 'add', at: 1 }]));
  const pages = new FakeCacheStorage();
  await (await pages.open('larder-pages-v1')).put('/weekly-plan', new Response('<html>'));
  await (await pages.open('larder-images-v1')).put('/api/images/1', new Response('png'));
  vi.stubGlobal('caches', pages);
  const server = stubServer({
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'POST /api/auth/sign-out': () => json({ success: true }),
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/weekly-plan" element={<UserMenu email={COOK.email} userId={COOK.id} />} />
      <Route path="/" element={<h1>Home screen</h1>} />
    </Routes>,
    { path: '/weekly-plan' },
  );
  // The queued tick goes (or not) to the account when sign-out asks.
  const flush = vi.fn(async () => reachable);
  act(() => void view.kitchen.attachSyncer({ flush, soon: () => undefined }));
  await waitFor(() => expect(view.kitchen.getStatus().account).toBe(COOK.id));
  act(() => void view.kitchen.update((state) => setTick(state, 'Onion', true)));
  expect(view.kitchen.getStatus().unsynced).toBe(1);
  return { ...view, server, pages, flush };
}

async function signOut() {
  await userEvent.click(screen.getByRole('button', { name: `Account menu for ${COOK.email}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

/** Everything this browser keeps, as text: nothing of the cook may be in it after sign-out. */
const everythingStored = () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sign out', () => {
  it('first sends the changes not yet on the account, then removes everything of the cook from this browser', async () => {
    const { server, pages, flush } = await signedInBrowser({ reachable: true });

    await signOut();

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(flush).toHaveBeenCalled();
    expect(server.sent()).toContain('POST /api/auth/sign-out');
    expect(await toasts().findByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(everythingStored()).not.toContain(COOK.id);
    expect(everythingStored()).not.toContain('Tarka Dal');
    expect(everythingStored()).not.toContain('Fish Pie');
    expect(await pages.keys()).toEqual(['larder-images-v1']);
  });

  it('asks before discarding changes it could not send, and stays signed in when the cook says so', async () => {
    const { server } = await signedInBrowser({ reachable: false });

    await signOut();

    expect(await screen.findByRole('dialog', { name: 'Changes not saved to your account' })).toBeInTheDocument();
    expect(screen.getByText(/One change made on this device could not reach your account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));

    expect(server.sent()).not.toContain('POST /api/auth/sign-out');
    expect(everythingStored()).toContain('Tarka Dal');
  });

  it('signs out and discards them when the cook says so, leaving nothing of the cook behind', async () => {
    const { server } = await signedInBrowser({ reachable: false });
    await signOut();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out and discard them' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(server.sent()).toContain('POST /api/auth/sign-out');
    expect(everythingStored()).not.toContain(COOK.id);
    expect(everythingStored()).not.toContain('Tarka Dal');
  });

  it('keeps everything when the server cannot sign the cook out', async () => {
    const { server } = await signedInBrowser({ reachable: true });
    server.requests.length = 0;
    stubServer({ 'GET /api/auth/get-session': () => json(sessionOf(COOK)), 'POST /api/auth/sign-out': () => json({}, 500) });

    await signOut();

    expect(await toasts().findByText('Failed to sign out')).toBeInTheDocument();
    expect(everythingStored()).toContain('Tarka Dal');
  });
});
