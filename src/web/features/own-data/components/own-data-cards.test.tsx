import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { CalendarCard } from './calendar-card';
import { YourDataCard } from './your-data-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = (active = false) => ({
  mealtimes: { breakfast: '08:00', dinner: '18:30' },
  mealtimesSaved: false,
  feed: { active, createdAt: active ? '2026-11-20T10:00:00.000Z' : null },
});

describe('Settings → Calendar', () => {
  it('saves the mealtimes the cook types', async () => {
    const server = stubServer({
      'GET /api/calendar/settings': () => json(settings()),
      'PUT /api/calendar/mealtimes': ({ body }) => json({ ...settings(), mealtimes: body, mealtimesSaved: true }),
    });
    renderWithApp(<CalendarCard />);
    const dinner = await screen.findByLabelText('Dinner at');
    expect(dinner).toHaveValue('18:30');
    const user = userEvent.setup();
    await user.clear(dinner);
    await user.type(dinner, '19:15');
    await user.click(screen.getByRole('button', { name: 'Save mealtimes' }));
    expect(await toasts().findByText('Mealtimes saved')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ breakfast: '08:00', dinner: '19:15' });
  });

  it('shows a new webcal link once, with a copy button and a subscribe link, and turns it off', async () => {
    let active = false;
    const webcal = `webcal://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
    stubServer({
      'GET /api/calendar/settings': () => json(settings(active)),
      'POST /api/calendar/feed': () => {
        active = true;
        return json({ url: webcal.replace('webcal', 'http'), webcalUrl: webcal, createdAt: '2026-11-24T10:00:00.000Z' }, 201);
      },
      'DELETE /api/calendar/feed': () => {
        active = false;
        return json({ revoked: true });
      },
    });
    renderWithApp(<CalendarCard />);
    const user = userEvent.setup();
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(webcal);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe in my calendar' })).toHaveAttribute('href', webcal);
    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    expect(await toasts().findByText('Calendar link turned off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Your calendar link')).not.toBeInTheDocument());
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
  });

  it('says a link is on without showing it again', async () => {
    stubServer({ 'GET /api/calendar/settings': () => json(settings(true)) });
    renderWithApp(<CalendarCard />);
    expect(await screen.findByText(/Your calendar link is on \(made on 20 November 2026\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });
});

describe('Settings → Your data', () => {
  it('imports a chosen file and says what was added and kept', async () => {
    const server = stubServer({
      'POST /api/account/import': () =>
        json({
          added: { kitchen: { planEntries: 2, state: 1 }, favorites: 1, recipes: 0, mealtimes: 1, pantryReminder: 1 },
          kept: { kitchen: { state: 1 }, favorites: 0, recipes: 0, mealtimes: 0, pantryReminder: 0 },
        }),
    });
    renderWithApp(<YourDataCard />);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    const user = userEvent.setup();
    const file = new File([JSON.stringify({ format: 'larder-account', version: 1 })], 'larder-data-2026-11-24.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Data file to import'), file);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported larder-data-2026-11-24.json: 6 records added; 1 you already had was kept as it is.',
    );
    expect(server.sent()).toEqual(['POST /api/account/import']);
  });

  it('shows the server’s reason when a file is refused', async () => {
    stubServer({
      'POST /api/account/import': () =>
        json(
          { error: { type: 'validation', message: 'format: This is not a Larder data file (it has no "format": "larder-account")' } },
          400,
        ),
    });
    renderWithApp(<YourDataCard />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Data file to import'), new File(['{}'], 'other.json', { type: 'application/json' }));
    expect(await toasts().findByText('That file could not be imported')).toBeInTheDocument();
    expect(toasts().getByText(/This is not a Larder data file/)).toBeInTheDocument();
  });
});
