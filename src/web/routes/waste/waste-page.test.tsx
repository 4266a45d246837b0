import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PantryEvent } from '../../../domain/pantry/inventory';
import type { WasteWeek } from '../../../domain/pantry/waste-summary';
import { json, renderWithApp, seedKitchen, stubServer } from '../../../../tests/support/web/web-harness';
import { WastePage } from './waste-page';

// jsdom draws no canvas: the chart stands in as the figures it was given.
vi.mock('./waste-chart', () => ({
  default: ({ weeks, label }: { weeks: WasteWeek[]; label: string }) => (
    <ol aria-label={label}>
      {weeks.map((week) => (
        <li key={week.weekStart}>{`${week.weekStart}: ${week.boughtPence}/${week.usedPence}/${week.thrownPence}`}</li>
      ))}
    </ol>
  ),
}));

let counter = 0;
function event(kind: PantryEvent['kind'], date: string, valuePence: number, name = 'Milk', extra: Partial<PantryEvent> = {}): PantryEvent {
  counter += 1;
  return { id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, kind, date, name, valuePence, ...extra };
}

function seedEvents(events: PantryEvent[]) {
  seedKitchen((state) => ({ ...state, pantryEvents: Object.fromEntries(events.map((e) => [e.id, e])) }));
}

function render() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(<WastePage />, { path: '/waste' });
}

beforeEach(() => {
  // Wednesday 17 November 2027: this week is Monday 15 to Sunday 21.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-11-17T12:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Waste and savings', () => {
  it('says nothing is recorded yet, and where to start, when the pantry has no events', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waste and savings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my pantry' })).toHaveAttribute('href', '/pantry');
    expect(screen.getByRole('link', { name: 'Record what I bought' })).toHaveAttribute('href', '/purchase-input');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state too when everything recorded is older than twelve weeks', async () => {
    seedEvents([event('thrown', '2027-06-01', 300)]);
    render();
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
  });

  it('shows this week’s figures, the twelve weeks in the chart and in a table, and what is thrown away most', async () => {
    seedEvents([
      event('bought', '2027-11-15', 450, 'Chicken thighs'),
      event('bought', '2027-11-16', 120, 'Spinach'),
      event('used', '2027-11-16', 200, 'Chicken thighs', { inTime: true }),
      event('used', '2027-11-17', 80, 'Spinach', { inTime: false }),
      event('thrown', '2027-11-17', 95, 'Spinach', { ingredientId: 'spinach' }),
      event('thrown', '2027-11-09', 60, 'spinach', { ingredientId: 'spinach' }),
      event('thrown', '2027-11-02', 700, 'Salmon fillets'),
      event('bought', '2027-11-02', 1_500, 'Salmon fillets'),
    ]);
    render();

    const thisWeek = within((await screen.findByRole('heading', { name: 'This week' })).closest('div.rounded-xl') as HTMLElement);
    expect(thisWeek.getByText('15–21 Nov')).toBeInTheDocument();
    const figure = (label: string) => within(thisWeek.getByText(label).closest('div') as HTMLElement);
    expect(figure('Bought').getByText('£5.70')).toBeInTheDocument();
    expect(figure('Used').getByText('£2.80')).toBeInTheDocument();
    expect(figure('Used').getByText('£2.00 of it before its date')).toBeInTheDocument();
    expect(figure('Thrown away').getByText('£0.95')).toBeInTheDocument();
    expect(figure('Thrown away').getByText('25% of what left your kitchen')).toBeInTheDocument();

    // The chart (loaded on its own) gets the twelve weeks, oldest first.
    const chart = await screen.findByRole('list', { name: /^Bar chart of the last 12 weeks/ });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveTextContent('2027-08-30: 0/0/0');
    expect(bars[9]).toHaveTextContent('2027-11-01: 1500/0/700');
    expect(bars[11]).toHaveTextContent('2027-11-15: 570/280/95');

    // The same figures in a table, newest week first, with the totals.
    const table = screen.getByRole('table', { name: 'Bought, used and thrown away per week, in pounds' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Bought', 'Used', 'Used in time', 'Thrown away']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£5.70', '£2.80', '£2.00', '£0.95']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('15 Nov15–21 Nov');
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('1–7 Nov');
    expect(within(rows[13]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(
      within(rows[13]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£20.70', '£2.80', '£2.00', '£8.55']);

    const byCount = within(screen.getByRole('region', { name: 'By how often' }));
    expect(byCount.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Spinachtwice · £1.55',
      '2Salmon filletsonce · £7.00',
    ]);
    const byValue = within(screen.getByRole('region', { name: 'By what it cost' }));
    expect(byValue.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Salmon filletsonce · £7.00',
      '2Spinachtwice · £1.55',
    ]);
  });

  it('praises a kitchen that threw nothing away', async () => {
    seedEvents([event('bought', '2027-11-15', 300), event('used', '2027-11-16', 300, 'Milk', { inTime: true })]);
    render();
    expect(await screen.findByText('Nothing thrown away in the last 12 weeks. Well done.')).toBeInTheDocument();
  });
});
