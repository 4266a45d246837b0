import { useEffect } from 'react';
import type { PlanState } from '../../../domain/meal-plan';
import { useSession } from '../auth/api/get-session';
import { STORAGE_KEYS, loadPlanUpdatedAt, savePlanUpdatedAt } from '../planning/planning-storage';
import { readLocalPlanState, writeLocalPlanState } from './local-plan-state';
import { PLAN_CHANGED_EVENT, PLAN_RESTORED_EVENT } from './notify';
import { fetchPlanState, savePlanState } from './plan-sync-api';

/** Edits come in bursts (typing, dragging): one save for the burst. */
export const PLAN_SYNC_DEBOUNCE_MS = 800;

const PLAN_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

const isNewer = (a: string, b: string | null | undefined) => !b || Date.parse(a) > Date.parse(b);

/**
 * Keeps this tab's planning state and the account's in step until the returned stop is called:
 * first takes the account's state when it is newer (or pushes this tab's when the account has
 * none), then pushes each change. The newest whole state wins; a failure never deletes anything
 * here, and the next change or the browser coming back online tries again.
 */
function startPlanSync(): () => void {
  let stopped = false;
  let pulled = false;
  let serverUpdatedAt: string | null = null;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function restore(state: PlanState) {
    writeLocalPlanState(state);
    serverUpdatedAt = state.updatedAt;
    window.dispatchEvent(new Event(PLAN_RESTORED_EVENT));
  }

  async function push() {
    const local = readLocalPlanState();
    let updatedAt = local.updatedAt;
    if (!updatedAt) {
      // A plan made before signing in: it is kept on the account, which has none (see pull).
      if (!local.hasContent) return;
      updatedAt = new Date().toISOString();
      savePlanUpdatedAt(updatedAt);
    }
    if (!isNewer(updatedAt, serverUpdatedAt)) return;
    const result = await savePlanState({ ...local.content, updatedAt });
    if (stopped) return;
    serverUpdatedAt = result.state.updatedAt;
    if (result.status === 'saved') return;
    // Refused as older: take the newer state, unless this tab changed again meanwhile.
    const current = loadPlanUpdatedAt();
    if (current && isNewer(current, result.state.updatedAt)) again = true;
    else restore(result.state);
  }

  async function pull() {
    const server = await fetchPlanState();
    if (stopped) return;
    pulled = true;
    const localUpdatedAt = loadPlanUpdatedAt();
    if (server && (!localUpdatedAt || isNewer(server.updatedAt, localUpdatedAt))) {
      restore(server);
      return;
    }
    serverUpdatedAt = server?.updatedAt ?? null;
    await push();
  }

  async function run() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await (pulled ? push() : pull());
      } while (again && !stopped);
    } catch {
      // Offline or refused: this browser keeps its state and the next change or 'online' retries.
    } finally {
      running = false;
    }
  }

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), PLAN_SYNC_DEBOUNCE_MS);
  };
  const runNow = () => {
    clearTimeout(timer);
    void run();
  };
  // Another tab's storage change: this tab pushes only what is newer than the account's, so a
  // tab showing an older plan never overwrites a newer one with a fresh time.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || PLAN_KEYS.has(event.key)) schedule();
  };
  // Session storage dies with the tab: a change still waiting must go before the tab is gone.
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) runNow();
  };

  window.addEventListener(PLAN_CHANGED_EVENT, schedule);
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', runNow);
  document.addEventListener('visibilitychange', onHidden);
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener(PLAN_CHANGED_EVENT, schedule);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', runNow);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Keeps a signed-in cook's plan on their account (beyond the spec); anonymous visitors keep browser storage only. */
export function PlanSync() {
  const { user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    return startPlanSync();
  }, [userId]);

  return null;
}
