import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { DAL, PIE, WEEK_START } from '../../../../tests/support/web/kitchen-fixtures';
import { FakeKitchenServer } from '../../../../tests/support/web/fake-kitchen-server';
import { MemoryArea, sequentialIds } from '../../../../tests/support/web/memory-storage';
import { COOK, json, renderWithApp, sessionOf, stubServer } from '../../../../tests/support/web/web-harness';
import { KitchenStore } from '../../lib/kitchen/kitchen-store';
import { KitchenSync } from '../../lib/kitchen/kitchen-sync';
import { KitchenSyncEngine } from '../../lib/kitchen/sync-engine';
import { ShoppingListPage } from './shopping-list-page';

/** The cook's week, planned on another of their devices and already on the account. */
async function weekOnTheAccount(server: FakeKitchenServer) {
  const local = new MemoryArea();
  const tab = local.tab();
  const laptop = new KitchenStore({
    local: tab.storage,
    session: new MemoryArea().tab().storage,
    onExternalChange: tab.onExternalChange,
    newId: sequentialIds(900),
  });
  laptop.openAccount(COOK.id);
  laptop.update((state) => createWeek(state, { startDate: WEEK_START, selected: [DAL, PIE], newId: sequentialIds(500) }));
  const engine = new KitchenSyncEngine({
    store: laptop,
    transport: server.transport(),
    deviceId: 'device-laptop',
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  });
  expect(await engine.sync()).toBe('synced');
}

/** What POST /api/shared-lists/:token/ticks does on the server: the helper's tick, pushed into the cook's kitchen. */
function helperTicks(server: FakeKitchenServer, itemKey: string, ticked: boolean) {
  const version = server.rows.get(`shoppingTicks/${itemKey}`)?.version ?? 0;
  server.push({
    deviceId: 'shared-list',
    changes: [
      {
        changeId: crypto.randomUUID(),
        collection: 'shoppingTicks',
        id: itemKey,
        op: 'put',
        value: { itemKey, ticked },
        baseVersion: version,
        madeAt: new Date().toISOString(),
      },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ticks a helper made through a shared link', () => {
  it("appear on the cook's own shopping list when the page comes back into view", async () => {
    const server = new FakeKitchenServer();
    await weekOnTheAccount(server);
    stubServer({
      'GET /api/auth/get-session': () => json(sessionOf(COOK)),
      'GET /api/kitchen': (request) => json(server.pull(request.query.since ?? null)),
      'POST /api/kitchen/changes': (request) => json(server.push(request.body as Parameters<FakeKitchenServer['push']>[0])),
    });
    renderWithApp(
      <>
        <KitchenSync />
        <ShoppingListPage />
      </>,
      { path: '/shopping-list' },
    );
    const onion = await screen.findByRole('checkbox', { name: /Onion/ }, { timeout: 5_000 });
    expect(onion).not.toBeChecked();
    expect(screen.getByText('0 of 3 in the basket')).toBeInTheDocument();

    // In the shop, the helper ticks the onions; the cook looks at the list again.
    helperTicks(server, 'onion', true);
    window.dispatchEvent(new Event('focus'));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Onion/ })).toBeChecked());
    expect(screen.getByText('1 of 3 in the basket')).toBeInTheDocument();
    // Nobody's change was lost, so the cook is not told one was replaced.
    expect(screen.queryByText('Changed on another device')).not.toBeInTheDocument();

    // And an untick comes through the same way.
    helperTicks(server, 'onion', false);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Onion/ })).not.toBeChecked());
  });
});
