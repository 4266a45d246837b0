import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_CATALOG } from '../../../../../tests/support/web/config-check-fixtures';
import { json, renderWithApp, stubServer, toasts, unreachable, type Handler } from '../../../../../tests/support/web/web-harness';
import { NetworkTab } from './network-tab';

function renderTab(answer: Handler) {
  const server = stubServer({ 'GET /api/config/check': answer });
  renderWithApp(<NetworkTab />);
  return server;
}

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run Network Test' }));
const result = () => within(screen.getByRole('region', { name: 'Network test result' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Network tab', () => {
  it('says no test has run yet', () => {
    renderTab(() => json(CHECK_CATALOG));

    expect(screen.getByText('No network test has been run yet.')).toBeInTheDocument();
  });

  it('shows the status code, the headers and the body of a direct request', async () => {
    const server = renderTab(() => json(CHECK_CATALOG));

    await run();

    expect(await toasts().findByText('Network Test Complete')).toBeInTheDocument();
    expect(toasts().getByText('Status: 200')).toBeInTheDocument();
    expect(result().getByText('200')).toBeInTheDocument();
    expect(result().getByText('Success')).toBeInTheDocument();
    expect(JSON.parse(result().getByLabelText('Response body').textContent ?? '')).toEqual(CHECK_CATALOG);
    await userEvent.click(result().getByRole('button', { name: 'Response headers' }));
    expect(JSON.parse(result().getByLabelText('Response headers').textContent ?? '')).toEqual({ 'content-type': 'application/json' });
    expect(server.sent()).toEqual(['GET /api/config/check']);
  });

  it('marks any status but 200 as failed', async () => {
    renderTab(() => json({ error: { type: 'server', message: 'The server encountered an error.' } }, 503));

    await run();

    expect(await result().findByText('503')).toBeInTheDocument();
    expect(result().getByText('Failed')).toBeInTheDocument();
    expect(toasts().getByText('Status: 503')).toBeInTheDocument();
  });

  it('shows the raw text when the body is not JSON', async () => {
    renderTab(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));

    await run();

    expect(await result().findByText('The response body is not JSON')).toBeInTheDocument();
    expect(result().getByLabelText('Raw response text')).toHaveTextContent('<html>Bad gateway</html>');
  });

  it('shows the error and its details when the request fails', async () => {
    renderTab(unreachable);

    await run();

    expect(await toasts().findByText('Network Test Failed')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Network request failed')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch')).toBeInTheDocument();
  });
});
