import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, sessionSettled, stubServer } from '../../../../tests/support/web/web-harness';
import { AppShell } from './app-shell';

function renderShell(path: string) {
  stubServer({
    'GET /api/auth/get-session': () => json(null),
    'GET /api/health': () => json({ status: 'ok', database: 'up', kind: 'pglite' }),
  });
  return renderWithApp(<AppShell />, { path });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppShell debug mode', () => {
  it('shows no debug panel normally', async () => {
    const { queryClient } = renderShell('/');
    await sessionSettled(queryClient);

    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('shows the debug panel with ?debug=true', async () => {
    renderShell('/?debug=true');

    expect(await screen.findByRole('region', { name: 'Debug panel' })).toBeInTheDocument();
    expect(localStorage.getItem('debug_mode')).toBe('true');
  });

  it('shows the debug panel when debug_mode is stored', async () => {
    localStorage.setItem('debug_mode', 'true');
    renderShell('/planner');

    expect(await screen.findByRole('region', { name: 'Debug panel' })).toBeInTheDocument();
  });
});
