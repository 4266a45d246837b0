import { useEffect } from 'react';
import { describeItem, replacedMessage } from '../../../domain/kitchen/describe-item';
import { useSession } from '../session';
import { showError, showWarning } from '../toasts';
import { deviceId } from './device-id';
import { kitchenTransport } from './kitchen-api';
import { useKitchenStatus, useKitchenStore } from './kitchen-context';
import type { ReplacedItem } from './sync-answers';
import { KitchenSyncEngine } from './sync-engine';

function tellReplaced(items: ReplacedItem[]): void {
  showWarning(
    'Changed on another device',
    replacedMessage(items.map((item) => describeItem(item.collection, item.id, item.previous ?? item.value))),
  );
}

/** One tab at a time replays a cook's queue (others wait their turn), where the browser can say so. */
function exclusiveFor(account: string) {
  return async <T,>(run: () => Promise<T>): Promise<T> => {
    if (typeof navigator === 'undefined' || !navigator.locks) return run();
    return (await navigator.locks.request(`larder-kitchen-sync:${account}`, run)) as T;
  };
}

/**
 * Runs the sync of the signed-in cook's kitchen while their kitchen is open (issue 15): at
 * start, after each burst of changes, when the page comes back into view or online, and on a
 * slow poll. Loaded with the rest of what only signed-in cooks need.
 */
export function KitchenSync() {
  const store = useKitchenStore();
  const { account } = useKitchenStatus();
  const { user } = useSession();
  const signedIn = user !== null && user.id === account;

  useEffect(() => {
    if (!signedIn || account === null) return;
    const engine = new KitchenSyncEngine({
      store,
      transport: kitchenTransport,
      deviceId: deviceId(),
      onReplaced: tellReplaced,
      onRefused: (_change, error) => showError('A change could not be saved to your account', error.message),
      exclusive: exclusiveFor(account),
    });
    const detach = store.attachSyncer(engine);
    let last = store.syncMeta().queue.at(-1)?.changeId;
    const unsubscribe = store.subscribe(() => {
      const newest = store.syncMeta().queue.at(-1)?.changeId;
      if (newest !== undefined && newest !== last) engine.soon();
      last = newest;
    });
    const now = () => void engine.sync();
    const onVisible = () => {
      if (document.visibilityState === 'visible') now();
    };
    window.addEventListener('online', now);
    window.addEventListener('focus', now);
    document.addEventListener('visibilitychange', onVisible);
    now();
    return () => {
      engine.stop();
      detach();
      unsubscribe();
      window.removeEventListener('online', now);
      window.removeEventListener('focus', now);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, account, signedIn]);

  return null;
}
