import * as z from 'zod/mini';
import { KITCHEN_ITEM_SCHEMAS, KITCHEN_STATE_SCHEMAS } from '../../../domain/kitchen/items';
import {
  MAX_CHANGES_PER_BATCH,
  type KitchenItem,
  type KitchenPull,
  type KitchenPush,
  type KitchenPushResult,
} from '../../../domain/kitchen/sync';
import { ApiError } from '../api-client';
import type { QueuedChange } from './kitchen-doc';
import type { KitchenStore } from './kitchen-store';
import { acknowledged, takePulled, withoutQueued, type ReplacedItem } from './sync-answers';

/** How the engine reaches the account's kitchen (`GET /api/kitchen`, `POST /api/kitchen/changes`); a fake in tests. */
export type KitchenTransport = {
  pull(since: string | null): Promise<KitchenPull>;
  push(body: KitchenPush): Promise<KitchenPushResult>;
};

export type SyncTimers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type SyncEngineOptions = {
  store: KitchenStore;
  transport: KitchenTransport;
  deviceId: string;
  /** This device's changes that another device's replaced, to tell the cook. */
  onReplaced?: (items: ReplacedItem[]) => void;
  /** A change the account refused for good (it left the queue), to tell the cook. */
  onRefused?: (change: QueuedChange, error: ApiError) => void;
  timers?: SyncTimers;
  /** One tab at a time sends a cook's queue (the Web Locks API where there is one). */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
};

/** A burst of changes (typing, ticking down a list) goes in one request. */
export const PUSH_DELAY_MS = 300;
/** While the page is open and visible, other devices' changes arrive within this time. */
export const POLL_MS = 30_000;
/** After a failure: 2 s, then twice as long each time, up to a minute. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
/** Pages of one pull at most (a page holds up to the server's page size); the rest comes next time. */
const MAX_PULL_PAGES = 100;

export type SyncOutcome = 'synced' | 'offline' | 'signed-out';

const refusedForGood = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'validation';
const signedOut = (error: unknown) => error instanceof ApiError && (error.code === 'unauthenticated' || error.code === 'forbidden');

/**
 * An item the account sent, its value checked against its collection's schema (with the
 * schema's defaults filled in). A value this page cannot read (an unknown state key, a newer
 * shape) is left out rather than put in the store.
 */
function readable(item: KitchenItem): KitchenItem | undefined {
  if (item.deleted) return item;
  const schema: z.core.$ZodType | undefined =
    item.collection === 'state'
      ? KITCHEN_STATE_SCHEMAS[item.id as keyof typeof KITCHEN_STATE_SCHEMAS]
      : KITCHEN_ITEM_SCHEMAS[item.collection];
  const parsed = schema && z.safeParse(schema, item.value);
  if (parsed?.success) return { ...item, value: parsed.data };
  console.warn(`Left out ${item.collection}/${item.id} from the account: this page cannot read it.`);
  return undefined;
}

/**
 * Keeps a signed-in cook's kitchen and their account in step (issue 15): changes are made in
 * the store at once (optimistic) and queued there; this replays the queue in the order the
 * changes were made, then pulls what changed since its cursor. It runs at start, when the page
 * comes back into view or online, after each burst of changes, and every 30 s while visible;
 * after a failure it tries again later, the queue kept (in storage: a reload keeps it too).
 */
export class KitchenSyncEngine {
  private readonly options: SyncEngineOptions;
  private readonly timers: SyncTimers;
  private running: Promise<SyncOutcome> | undefined;
  private again = false;
  private stopped = false;
  private timer: unknown;
  private retryMs = RETRY_FIRST_MS;
  private lastOutcome: SyncOutcome | undefined;

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.timers = options.timers ?? {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    };
  }

  /** Syncs now, or once more right after the run in progress. */
  sync(): Promise<SyncOutcome> {
    if (this.stopped) return Promise.resolve('signed-out');
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.cancelTimer();
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Syncs soon: the changes of one burst go together. */
  soon(ms = PUSH_DELAY_MS): void {
    if (this.stopped) return;
    this.cancelTimer();
    this.timer = this.timers.setTimeout(() => void this.sync(), ms);
  }

  /** Tries to send the whole queue within `timeoutMs`; true when nothing is left waiting. */
  async flush(timeoutMs: number): Promise<boolean> {
    const done = this.sync().then((outcome) => outcome === 'synced' && this.options.store.syncMeta().queue.length === 0);
    const late = new Promise<boolean>((resolve) => this.timers.setTimeout(() => resolve(false), timeoutMs));
    return Promise.race([done, late]);
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  get outcome(): SyncOutcome | undefined {
    return this.lastOutcome;
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async loop(): Promise<SyncOutcome> {
    let outcome: SyncOutcome;
    do {
      this.again = false;
      const exclusive = this.options.exclusive ?? ((run) => run());
      outcome = await exclusive(() => this.once());
    } while (this.again && outcome === 'synced' && !this.stopped);
    this.lastOutcome = outcome;
    if (this.stopped) return outcome;
    this.options.store.settleSync();
    if (outcome === 'offline') {
      this.timer = this.timers.setTimeout(() => void this.sync(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    } else {
      this.retryMs = RETRY_FIRST_MS;
      if (outcome === 'synced') this.timer = this.timers.setTimeout(() => void this.sync(), POLL_MS);
    }
    return outcome;
  }

  private async once(): Promise<SyncOutcome> {
    try {
      await this.push();
      await this.pull();
      return 'synced';
    } catch (error) {
      if (signedOut(error)) return 'signed-out';
      // Offline, the server busy or not answering this route yet: the queue waits for the next try.
      return 'offline';
    }
  }

  /** Replays the queue in order, a batch at a time; a change the account refuses for good is taken out on its own. */
  private async push(): Promise<void> {
    const { store, transport, deviceId } = this.options;
    let single = false;
    for (;;) {
      const queue = store.syncMeta().queue;
      if (queue.length === 0 || this.stopped) return;
      const batch = queue.slice(0, single ? 1 : MAX_CHANGES_PER_BATCH);
      try {
        const answer = await transport.push({ deviceId, changes: batch });
        store.applySyncAnswer((doc) => acknowledged(doc, answer.results));
        single = false;
      } catch (error) {
        if (!refusedForGood(error)) throw error;
        if (batch.length > 1) {
          // One of them is refused: send them one by one to find it, keeping the others.
          single = true;
          continue;
        }
        const [refused] = batch;
        if (!refused) return;
        store.applySyncAnswer((doc) => withoutQueued(doc, refused.changeId));
        this.options.onRefused?.(refused, error);
      }
    }
  }

  private async pull(): Promise<void> {
    const { store, transport } = this.options;
    /** After a reset answer: every page of the full pull, taken in together at the end. */
    let fresh: KitchenItem[] | undefined;
    let since = store.syncMeta().cursor;
    for (let page = 0; page < MAX_PULL_PAGES && !this.stopped; page += 1) {
      const answer = await transport.pull(since);
      const items = answer.items.flatMap((item) => readable(item) ?? []);
      if (answer.reset) fresh = [];
      if (fresh) {
        // The cursor is kept until the whole kitchen has arrived: cut off half-way, the next
        // pull sends the old cursor again, gets a reset again, and starts over.
        fresh.push(...items);
        since = answer.cursor;
        if (!answer.complete) continue;
        this.take(fresh, answer.cursor, true);
        return;
      }
      this.take(items, answer.cursor, false);
      since = answer.cursor;
      if (answer.complete) return;
    }
  }

  private take(items: KitchenItem[], cursor: string, full: boolean): void {
    const { store, deviceId } = this.options;
    const replaced = takePulled(store, items, cursor, deviceId, { full });
    if (replaced.length > 0) this.options.onReplaced?.(replaced);
  }
}
