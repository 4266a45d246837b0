import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_CATALOG, CHECK_CONFIGURED, CHECK_INVALID, IMAGE_TEST_SUCCESS } from '../../../../../tests/support/web/config-check-fixtures';
import { advance } from '../../../../../tests/support/web/fake-time';
import { json, renderWithApp, stubServer, type Handler } from '../../../../../tests/support/web/web-harness';
import { useImageTest } from '../use-image-test';
import { useConfigCheck } from '../api/check-config';
import { DiagnosticsTab } from './diagnostics-tab';

function Harness() {
  const check = useConfigCheck();
  return (
    <DiagnosticsTab result={check.data} checking={check.isFetching} onRefresh={() => void check.refetch()} imageTest={useImageTest()} />
  );
}

function renderTab(check: Handler, more: Record<string, Handler> = {}) {
  const server = stubServer({ 'GET /api/config/check': check, ...more });
  const { kitchen } = renderWithApp(<Harness />);
  return { ...server, kitchen };
}

/** The value shown beside a label in the diagnostics list. */
const value = (label: string) =>
  within(screen.getByRole('region', { name: 'Configuration diagnostics' })).getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Diagnostics tab', () => {
  it('lists what the server reports about a configured key', async () => {
    renderTab(() => json(CHECK_CONFIGURED));
    await screen.findByRole('region', { name: 'Configuration diagnostics' });

    expect(value('API key available')).toBe('Yes');
    expect(value('Key format valid')).toBe('Yes');
    expect(value('Key length')).toBe('164');
    expect(value('Key format')).toBe('sk-proj-…');
    expect(value('Potentially modified')).toBe('No');
    expect(value('Timestamp')).toBe(new Date(CHECK_CONFIGURED.diagnostics.timestamp).toLocaleString());
    expect(value('API status')).toBe('Ready');
  });

  it('flags a key of the wrong format', async () => {
    renderTab(() => json(CHECK_INVALID));
    await screen.findByRole('region', { name: 'Configuration diagnostics' });

    expect(value('API key available')).toBe('Yes');
    expect(value('Key format valid')).toBe('No');
    expect(value('Potentially modified')).toBe('Yes');
    expect(value('API status')).toBe('Not Configured');
  });

  it('shows no key on the catalog, and Ready once the cook has a key of their own', async () => {
    const { kitchen } = renderTab(() => json(CHECK_CATALOG));
    await screen.findByRole('region', { name: 'Configuration diagnostics' });
    expect(value('API key available')).toBe('No');
    expect(value('Key length')).toBe('0');
    expect(value('API status')).toBe('Not Configured');

    act(() => void kitchen.setDeviceOnly({ ownApiKey: 'sk-mine-123456' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Diagnostics' }));

    await waitFor(() => expect(value('API status')).toBe('Ready'));
  });

  it('shows the connection error when the check cannot be made', async () => {
    vi.useFakeTimers();
    renderTab(() => json({}, 500));

    await advance(1_500 + 3_000);
    await advance(10);

    expect(screen.getByText('Unable to verify API key configuration')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to server: 500')).toBeInTheDocument();
    expect(value('API key available')).toBe('No');
    expect(value('API status')).toBe('Not Configured');
  });

  it('keeps the raw check response behind a toggle', async () => {
    renderTab(() => json(CHECK_CONFIGURED));

    await userEvent.click(await screen.findByRole('button', { name: 'Raw check response' }));

    expect(JSON.parse(screen.getByLabelText('Raw check response').textContent ?? '')).toMatchObject(CHECK_CONFIGURED);
  });

  it('checks again on Refresh Diagnostics', async () => {
    const server = renderTab(() => json(CHECK_CONFIGURED));
    await screen.findByRole('region', { name: 'Configuration diagnostics' });

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Diagnostics' }));

    await waitFor(() => expect(server.sent()).toEqual(['GET /api/config/check', 'GET /api/config/check']));
  });

  it('shows the latest test result after Run API Test', async () => {
    renderTab(() => json(CHECK_CONFIGURED), { 'POST /api/config/test-image': () => json(IMAGE_TEST_SUCCESS) });
    const latest = () => within(screen.getByRole('region', { name: 'Latest test result' }));
    expect(latest().getByText('No image test has been run yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run API Test' }));

    expect(await latest().findByText('Success')).toBeInTheDocument();
    expect(latest().getByText('Image generated successfully.')).toBeInTheDocument();
  });
});
