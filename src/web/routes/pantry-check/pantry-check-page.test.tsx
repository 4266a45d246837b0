import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance } from '../../../../tests/support/web/fake-time';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { json, renderWithApp, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { PantryCheckPage } from './pantry-check-page';

function renderPage() {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  return renderWithApp(
    <Routes>
      <Route path="/pantry-check" element={<PantryCheckPage />} />
      <Route path="/planner" element={<h1>Planner screen</h1>} />
    </Routes>,
    { path: '/pantry-check' },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PantryCheckPage', () => {
  it("asks about every ingredient of the plan, and keeps the cook's answers in the kitchen store", async () => {
    seedWeek();
    renderPage();
    expect(await screen.findByText('0 of 3 already in your kitchen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Red lentils/ }));

    expect(screen.getByText('1 of 3 already in your kitchen')).toBeInTheDocument();
    expect(storedKitchen()?.state.pantryAnswers).toEqual({ 'red lentils': { itemKey: 'red lentils', owned: true } });
  });

  it('keeps how much the cook has, and forgets the answer when unticked', async () => {
    seedWeek();
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Cod fillet/ }));

    const amount = screen.getByRole('textbox', { name: 'How much Cod fillet you have' });
    await userEvent.type(amount, '100 g');
    fireEvent.blur(amount);
    expect(storedKitchen()?.state.pantryAnswers['cod fillet']).toEqual({ itemKey: 'cod fillet', owned: true, amount: '100 g' });

    await userEvent.click(screen.getByRole('checkbox', { name: /Cod fillet/ }));
    expect(storedKitchen()?.state.pantryAnswers).toEqual({});
  });

  it('says there is no plan and goes to the planner after 1.5 s', async () => {
    vi.useFakeTimers();
    renderPage();
    await advance(10);

    expect(screen.getByRole('heading', { name: 'No meal plan found' })).toBeInTheDocument();
    expect(toasts().getByText('Please create a meal plan first')).toBeInTheDocument();
    await advance(1_500);
    expect(screen.getByRole('heading', { name: 'Planner screen' })).toBeInTheDocument();
  });
});
