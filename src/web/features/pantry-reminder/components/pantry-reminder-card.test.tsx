import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { addDays } from '../../../../domain/dates/iso-date';
import { PantryReminderCard } from './pantry-reminder-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

describe('Settings → Pantry reminder', () => {
  it('turns the reminder on with the switch and says when the first one comes', async () => {
    const server = stubServer({
      'GET /api/pantry/reminder': () => json({ enabled: false, sendAt: '08:00', nextDay: null }),
      'PUT /api/pantry/reminder': ({ body }) => json({ ...(body as object), nextDay: addDays(today, 1) }),
    });
    renderWithApp(<PantryReminderCard />);
    const toggle = await screen.findByRole('switch', { name: 'E-mail me what goes off tomorrow' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Off: no reminder e-mails.')).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(await toasts().findByText('Pantry reminder on')).toBeInTheDocument();
    expect(toasts().getByText('The first one comes tomorrow at 08:00, if anything goes off the day after.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail me what goes off tomorrow' })).toBeChecked();
    expect(screen.getByText('On: the next one comes tomorrow at 08:00, if anything goes off the day after.')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ enabled: true, sendAt: '08:00' });
  });

  it('saves a new UK time, the button waiting until the time changes', async () => {
    const server = stubServer({
      'GET /api/pantry/reminder': () => json({ enabled: true, sendAt: '08:00', nextDay: today }),
      'PUT /api/pantry/reminder': ({ body }) => json({ ...(body as object), nextDay: today }),
    });
    renderWithApp(<PantryReminderCard />);
    const time = await screen.findByLabelText('Send at (UK time)');
    expect(screen.getByRole('button', { name: 'Save time' })).toBeDisabled();
    expect(screen.getByText('On: the next one comes today at 08:00, if anything goes off the day after.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(time);
    await user.type(time, '18:45');
    await user.click(screen.getByRole('button', { name: 'Save time' }));
    expect(await toasts().findByText('Reminder time saved')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ enabled: true, sendAt: '18:45' });
    expect(screen.getByText('On: the next one comes today at 18:45, if anything goes off the day after.')).toBeInTheDocument();
  });

  it('shows the server’s reason when the setting is refused', async () => {
    stubServer({
      'GET /api/pantry/reminder': () => json({ enabled: false, sendAt: '08:00', nextDay: null }),
      'PUT /api/pantry/reminder': () => json({ error: { type: 'validation', message: 'sendAt: Use a time like 18:30' } }, 400),
    });
    renderWithApp(<PantryReminderCard />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'E-mail me what goes off tomorrow' }));
    expect(await toasts().findByText('Your pantry reminder could not be saved')).toBeInTheDocument();
    expect(toasts().getByText('sendAt: Use a time like 18:30')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail me what goes off tomorrow' })).not.toBeChecked();
  });
});
