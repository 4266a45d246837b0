import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import {
  COOK,
  json,
  renderWithApp,
  sessionOf,
  storedKitchen,
  stubServer,
  toasts,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { WRONG_PASSWORD } from '../../../domain/auth';
import { cachedFavoritesKey, pendingFavoritesKey } from '../../lib/favorites/favorites-cache';
import { SettingsPage } from './settings-page';

function renderSettings(routes: Record<string, Handler>) {
  const server = stubServer(routes);
  const view = renderWithApp(
    <Routes>
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { path: '/settings' },
  );
  return { ...view, server };
}

const signedIn = () => json(sessionOf(COOK));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings → Account', () => {
  it('keeps the spec’s two tabs, Account first', async () => {
    renderSettings({ 'GET /api/auth/get-session': signedIn });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Privacy']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(COOK.email)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, with no delete action', async () => {
    renderSettings({ 'GET /api/auth/get-session': () => json(null) });
    expect(await screen.findByText('Sign in to manage your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('shows the server’s answer to a wrong password and keeps the dialog open', async () => {
    const { server } = renderSettings({
      'GET /api/auth/get-session': signedIn,
      'POST /api/account/delete': () =>
        json({ error: { type: 'validation', message: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } } }, 400),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your password');
    // Reads (the calendar card's settings) are fine; nothing may be changed.
    expect(server.sent().filter((sent) => !sent.startsWith('GET '))).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(server.requests.find((request) => request.path === '/api/account/delete')?.body).toEqual({ password: 'not it' });
  });

  it('deletes with the password: forgets what this browser held for the account, goes home and says so', async () => {
    seedWeek((state) => state, { account: COOK.id });
    localStorage.setItem(cachedFavoritesKey(COOK.id), JSON.stringify({ m1: { id: 'm1', name: 'Dal' } }));
    localStorage.setItem(pendingFavoritesKey(COOK.id), JSON.stringify([{ userId: COOK.id, mealId: 'm2', action: 'add', at: 1 }]));
    let deleted = false;
    renderSettings({
      'GET /api/auth/get-session': () => json(deleted ? null : sessionOf(COOK)),
      'POST /api/account/delete': () => {
        deleted = true;
        return json({ deleted: true });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(`This deletes the account ${COOK.email}`);
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await toasts().findByText('Your account has been deleted')).toBeInTheDocument();
    expect(toasts().getByText(`A confirmation has been sent to ${COOK.email}.`)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(cachedFavoritesKey(COOK.id))).toBeNull());
    expect(localStorage.getItem(pendingFavoritesKey(COOK.id))).toBeNull();
    expect(storedKitchen(COOK.id)).toBeUndefined();
  });

  it('closes with Cancel and deletes nothing', async () => {
    const { server } = renderSettings({ 'GET /api/auth/get-session': signedIn });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Reads (the calendar card's settings) are fine; nothing may be changed.
    expect(server.sent().filter((sent) => !sent.startsWith('GET '))).toEqual([]);
  });
});
