import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_CATALOG,
  CHECK_CONFIGURED,
  CHECK_INVALID,
  CHECK_NOT_CONFIGURED,
  CHECK_WITH_USAGE,
  IMAGE_TEST_SUCCESS,
} from '../../../../tests/support/web/config-check-fixtures';
import { advance, fakeToasts } from '../../../../tests/support/web/fake-time';
import {
  COOK,
  json,
  never,
  renderWithApp,
  seedKitchen,
  sessionOf,
  storedKitchen,
  stubServer,
  unreachable,
  type Handler,
} from '../../../../tests/support/web/web-harness';
import { ApiSettingsPage } from './api-settings-page';

function renderPage(check: Handler, more: Record<string, Handler> = {}) {
  const server = stubServer({ 'GET /api/config/check': check, ...more });
  const view = renderWithApp(<ApiSettingsPage />, { path: '/api-settings' });
  return { ...view, server };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ApiSettingsPage', () => {
  it('has the four tabs, Status first and chosen', async () => {
    renderPage(() => json(CHECK_CONFIGURED));

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Status', 'Test', 'Diagnostics', 'Network']);
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('API key configured')).toBeInTheDocument();
  });

  it('shows the checking spinner until the check answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(screen.getByRole('status')).toHaveTextContent('Checking API configuration...');
    answer(json(CHECK_CONFIGURED));

    expect(await screen.findByText('API key configured')).toBeInTheDocument();
    expect(screen.queryByText('Checking API configuration...')).not.toBeInTheDocument();
  });
});

describe('Status tab', () => {
  it('says the server key is configured, so the cook need not supply one', async () => {
    renderPage(() => json(CHECK_CONFIGURED));

    const alert = (await screen.findByText('API key configured')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The server has a valid OpenAI API key configured.')).toBeInTheDocument();
    expect(within(alert).getByText("You don't need to provide an API key of your own.")).toBeInTheDocument();
    expect(screen.getByText('Meals come from gpt-4o-mini at api.openai.com.')).toBeInTheDocument();
    expect(screen.queryByText('Using the built-in recipe catalog')).not.toBeInTheDocument();
  });

  it('shows today’s AI use against the daily caps, who gets it, and how pictures are made', async () => {
    renderPage(() => json(CHECK_WITH_USAGE));

    const usage = within((await screen.findByRole('heading', { name: 'AI usage' })).closest('section') as HTMLElement);
    expect(usage.getByText('AI meal suggestions today').nextElementSibling).toHaveTextContent('1,204 of 2,000');
    expect(usage.getByText('Yours today').nextElementSibling).toHaveTextContent('3 of 50');
    expect(usage.getByText("Signed-in cooks; visitors get Larder's recipe catalog")).toBeInTheDocument();
    expect(usage.getByText("Larder's own illustrations (the image model is off)")).toBeInTheDocument();
    expect(usage.getByText('Up to 4 AI generations, and 20 more waiting their turn')).toBeInTheDocument();
  });

  it("says a key of the wrong format should start with 'sk-'", async () => {
    renderPage(() => json(CHECK_INVALID));

    expect(await screen.findByText('API key not configured properly')).toBeInTheDocument();
    expect(screen.getByText('The OpenAI API key is invalid or in the wrong format.')).toBeInTheDocument();
    expect(screen.getByText("API keys should start with 'sk-'. Please contact an administrator.")).toBeInTheDocument();
  });

  it('falls back to asking for an administrator when the server gives no message', async () => {
    renderPage(() => json(CHECK_NOT_CONFIGURED));

    expect(await screen.findByText('API key not configured')).toBeInTheDocument();
    expect(screen.getByText('The server API key is not configured correctly. Please contact an administrator.')).toBeInTheDocument();
    expect(screen.queryByText('Using the built-in recipe catalog')).not.toBeInTheDocument();
  });

  it('says plainly that the built-in recipe catalog is in use when there is no key', async () => {
    renderPage(() => json(CHECK_CATALOG));

    expect(await screen.findByText('Using the built-in recipe catalog')).toBeInTheDocument();
    expect(screen.getByText(CHECK_CATALOG.providerMessage)).toBeInTheDocument();
    expect(screen.getByText('API key not configured')).toBeInTheDocument();
  });

  it('mentions a key of the cook’s own kept in this browser', async () => {
    seedKitchen((state) => state, { device: { ownApiKey: 'sk-mine-123456' } });
    renderPage(() => json(CHECK_CATALOG));

    expect(await screen.findByText('Your own API key is saved in this browser')).toBeInTheDocument();
  });

  it('shows the connection error and its toast when the check cannot be made', async () => {
    vi.useFakeTimers();
    renderPage(unreachable);

    await advance(1_500 + 3_000);
    await advance(10);

    expect(screen.getByText('Unable to verify API key configuration')).toBeInTheDocument();
    expect(
      screen.getByText('Network error: Unable to connect to the API configuration endpoint. Check your internet connection.'),
    ).toBeInTheDocument();
    const region = await fakeToasts();
    expect(region.getByText('Connection error')).toBeInTheDocument();
    expect(region.getByText('Failed to check API configuration. Please try again.')).toBeInTheDocument();
  });

  it('keeps checking through a slow answer, and reports the time-out after three attempts', async () => {
    vi.useFakeTimers();
    const { server } = renderPage(never);

    await advance(14_000);
    expect(screen.getByRole('status')).toHaveTextContent('Checking API configuration...');

    await advance(1_000 + 1_500 + 15_000 + 3_000 + 15_000);
    await advance(10);

    expect(server.sent()).toEqual(['GET /api/config/check', 'GET /api/config/check', 'GET /api/config/check']);
    expect(screen.getByText('Unable to verify API key configuration')).toBeInTheDocument();
    expect(screen.getByText('Request timeout checking API configuration')).toBeInTheDocument();
  });

  it('checks again on Check API Configuration', async () => {
    let calls = 0;
    const { server } = renderPage(() => json(++calls === 1 ? CHECK_CATALOG : CHECK_CONFIGURED));
    await screen.findByText('Using the built-in recipe catalog');

    await userEvent.click(screen.getByRole('button', { name: 'Check API Configuration' }));

    expect(await screen.findByText('API key configured')).toBeInTheDocument();
    expect(server.sent()).toEqual(['GET /api/config/check', 'GET /api/config/check']);
  });

  it('runs the image test from Test Image Generation, on the Test tab', async () => {
    const { server } = renderPage(() => json(CHECK_CONFIGURED), { 'POST /api/config/test-image': () => json(IMAGE_TEST_SUCCESS) });
    await screen.findByText('API key configured');

    await userEvent.click(screen.getByRole('button', { name: 'Test Image Generation' }));

    expect(screen.getByRole('tab', { name: 'Test' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Test' })).toHaveFocus());
    expect(await screen.findByText('Image generated successfully.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(server.sent()).toContain('POST /api/config/test-image'));
  });

  it('leads back to /settings', async () => {
    renderPage(() => json(CHECK_CONFIGURED));

    expect(screen.getByRole('link', { name: 'Return to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('can be used from the keyboard: the tabs move with the arrow keys', async () => {
    renderPage(() => json(CHECK_CONFIGURED));
    await screen.findByText('API key configured');

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Network' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Run Network Test' })).toBeInTheDocument();
  });
});

describe("the cook's own API key", () => {
  const OWN_KEY = 'sk-proj-cooks0own0key0abcd1234';

  it('is entered on /api-settings, kept in this browser only, and shown masked', async () => {
    const { server } = renderPage(() => json(CHECK_CATALOG));
    const card = within(
      await screen.findByRole('heading', { name: 'Your own API key' }).then((heading) => heading.closest('#own-key') as HTMLElement),
    );

    await userEvent.type(card.getByLabelText('API key'), OWN_KEY);
    await userEvent.click(card.getByRole('button', { name: 'Save key' }));

    expect(await card.findByText('sk-…1234')).toBeInTheDocument();
    expect(storedKitchen()?.device).toEqual({ ownApiKey: OWN_KEY });
    // Never sent to the server to keep: no request but the configuration check carried it.
    expect(JSON.stringify(server.requests)).not.toContain(OWN_KEY);
    expect(await screen.findByText('Your own API key is saved in this browser')).toBeInTheDocument();
  });

  it('says what is wrong with a key that cannot be one, and keeps nothing', async () => {
    renderPage(() => json(CHECK_CATALOG));
    await userEvent.type(await screen.findByLabelText('API key'), 'sk- 12');

    await userEvent.click(screen.getByRole('button', { name: 'Save key' }));

    expect(screen.getByText('An API key has no spaces in it.')).toHaveAttribute('role', 'alert');
    expect(storedKitchen()?.device ?? {}).toEqual({});
  });

  it('can be removed again', async () => {
    seedKitchen((state) => state, { device: { ownApiKey: OWN_KEY } });
    renderPage(() => json(CHECK_CATALOG));

    await userEvent.click(await screen.findByRole('button', { name: 'Remove key' }));

    expect(await screen.findByLabelText('API key')).toBeInTheDocument();
    expect(storedKitchen()?.device).toEqual({});
  });

  it("is kept with a signed-in cook's kitchen, not the visitor's", async () => {
    seedKitchen((state) => state, { account: COOK.id });
    stubServer({ 'GET /api/config/check': () => json(CHECK_CATALOG), 'GET /api/auth/get-session': () => json(sessionOf(COOK)) });
    renderWithApp(<ApiSettingsPage />, { path: '/api-settings' });

    await userEvent.type(await screen.findByLabelText('API key'), OWN_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Save key' }));

    await waitFor(() => expect(storedKitchen(COOK.id)?.device).toEqual({ ownApiKey: OWN_KEY }));
    expect(storedKitchen()?.device ?? {}).toEqual({});
  });

  it("is where 'Configure API Key' leads: the key field takes the focus", async () => {
    stubServer({ 'GET /api/config/check': () => json(CHECK_CATALOG) });
    renderWithApp(<ApiSettingsPage />, { path: '/api-settings#own-key' });

    await waitFor(() => expect(screen.getByLabelText('API key')).toHaveFocus());
  });
});
