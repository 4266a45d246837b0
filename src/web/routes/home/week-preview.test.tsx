import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { renderWithApp } from '../../../../tests/support/web/web-harness';
import { WeekPreview } from './week-preview';

describe('WeekPreview on home', () => {
  it("shows the cook's own week, from the kitchen store, and leads to it", () => {
    seedWeek();
    renderWithApp(<WeekPreview />);

    const card = within(screen.getByRole('heading', { name: 'Your week' }).closest('div')?.parentElement as HTMLElement);
    expect(card.getByText('2 meals · £6.50')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon 30 NovTarka Dal30 minutes',
      'Tue 1 DecFish Pie30 minutes',
    ]);
    expect(card.getByRole('link', { name: 'Open your weekly plan' })).toHaveAttribute('href', '/weekly-plan');
  });

  it('shows a picture of a week, hidden from screen readers, when there is no plan', () => {
    renderWithApp(<WeekPreview />);

    expect(screen.queryByRole('heading', { name: 'Your week' })).not.toBeInTheDocument();
    expect(screen.getByText('Lemon & herb salmon traybake').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
