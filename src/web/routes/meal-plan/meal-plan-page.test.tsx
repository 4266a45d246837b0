import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { json, renderWithApp, stubServer } from '../../../../tests/support/web/web-harness';
import { MealPlanPage } from './meal-plan-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MealPlanPage', () => {
  it("shows the plan's days with their dates and meals", async () => {
    seedWeek();
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(<MealPlanPage />, { path: '/meal-plan' });

    expect(await screen.findByText('From Monday 30 Nov')).toBeInTheDocument();
    const list = within(screen.getByRole('list'));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monday 30 NovTarka Dal',
      'Tuesday 1 DecFish Pie',
      'Wednesday 2 Dec—',
      'Thursday 3 Dec—',
      'Friday 4 Dec—',
      'Saturday 5 Dec—',
      'Sunday 6 Dec—',
    ]);
  });

  it('leads to the planner when there is no plan', async () => {
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(<MealPlanPage />, { path: '/meal-plan' });

    expect(await screen.findByRole('link', { name: "Plan this week's meals" })).toHaveAttribute('href', '/planner');
  });
});
