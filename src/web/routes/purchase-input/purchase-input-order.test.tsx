import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { json, renderWithApp, storedKitchen, stubServer } from '../../../../tests/support/web/web-harness';
import { PurchaseInputPage } from './purchase-input-page';

// Its own file: the page's tools (schema, amount reader) must not have loaded yet, as on a first visit.
describe('PurchaseInputPage, before its tools have loaded', () => {
  it('saves an extra item added just before Save, in the order the cook clicked', async () => {
    seedWeek();
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(
      <Routes>
        <Route path="/purchase-input" element={<PurchaseInputPage />} />
        <Route path="/weekly-plan" element={<h1>Weekly plan screen</h1>} />
      </Routes>,
      { path: '/purchase-input' },
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Additional Items' }));
    await userEvent.type(screen.getByLabelText('Item name'), 'Oat milk');

    // Both clicks land before the tools arrive: the Save waits behind the Add and includes its item.
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByRole('heading', { name: 'Weekly plan screen' })).toBeInTheDocument();
    await waitFor(() => expect(Object.values(storedKitchen()?.state.purchases ?? {}).map((item) => item.name)).toEqual(['Oat milk']));
  });
});
