import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedWeek } from '../../../../tests/support/web/kitchen-fixtures';
import { COOK, json, renderWithApp, sessionOf, storedKitchen, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import { useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { KeepPlanOffer } from './keep-plan-offer';

/** The offer as the shell shows it to a cook who just signed in, with the account's kitchen open. */
async function signInWithVisitorPlan() {
  seedWeek();
  stubServer({ 'GET /api/auth/get-session': () => json(sessionOf(COOK)) });
  function Shell() {
    const { account } = useKitchenStatus();
    return (
      <>
        <p>Kitchen of {account ?? 'the visitor'}</p>
        <KeepPlanOffer />
      </>
    );
  }
  const view = renderWithApp(<Shell />);
  await screen.findByText(`Kitchen of ${COOK.id}`);
  // The account's own kitchen has been asked for once.
  act(() => view.kitchen.settleSync());
  return view;
}

const entryNames = (account?: string) =>
  Object.values(storedKitchen(account)?.state.planEntries ?? {})
    .map((entry) => entry.meal.name)
    .sort();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KeepPlanOffer', () => {
  it('offers a plan made before signing in to the account, instead of pushing it silently', async () => {
    const { kitchen } = await signInWithVisitorPlan();

    expect(await screen.findByRole('dialog', { name: 'Keep this plan in your account?' })).toBeInTheDocument();
    expect(screen.getByText(/2 meals from Monday 30 Nov/)).toBeInTheDocument();
    expect(entryNames(COOK.id)).toEqual([]);
    expect(kitchen.syncMeta().queue).toEqual([]);
  });

  it('keeps it in the account when the cook says so, and the visitor’s kitchen empties', async () => {
    const { kitchen } = await signInWithVisitorPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Keep it in my account' }));

    expect(await toasts().findByText('Plan kept in your account')).toBeInTheDocument();
    expect(entryNames(COOK.id)).toEqual(['Fish Pie', 'Tarka Dal']);
    expect(entryNames()).toEqual([]);
    expect(kitchen.syncMeta().queue.filter((change) => change.collection === 'planEntries')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the plan where it was with Not now, and does not ask again in this tab', async () => {
    await signInWithVisitorPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entryNames(COOK.id)).toEqual([]);
    expect(entryNames()).toEqual(['Fish Pie', 'Tarka Dal']);
  });
});
