import { rateDecision, type RateLimiter, type RateRule } from './rate-limiter';

/**
 * Keys counted at once, each in its own window: about 250 bytes a key, so at most ~12 MB. A
 * household's clients, and far more, fit; only a flood from rotating addresses reaches it.
 */
export const MEMORY_RATE_LIMIT_KEYS = 50_000;
/** Windows that have ended are dropped at most this often (on the next request after it). */
export const SWEEP_EVERY_MS = 10_000;

type Window = { count: number; endsAt: number };

/** A key's window after one more request at `now`: the open one counted on, or a new one. */
export function countRequest(open: Window | undefined, rule: RateRule, now: number): Window {
  return open && open.endsAt > now ? { count: open.count + 1, endsAt: open.endsAt } : { count: 1, endsAt: now + rule.windowSeconds * 1000 };
}

/** The limit's name: the part of a key before its first '|'. */
const nameOf = (key: string) => key.split('|', 1)[0] ?? key;

export type MemoryRateLimiterOptions = { now?: () => number; maxKeys?: number };

/**
 * Counts in this process's memory, for the embedded database: its data folder is locked to one
 * server (db/data-dir-lock.ts), so no other process counts the same clients, and a request costs
 * no write to PGlite's files (those writes held the p99 of 50 generations at once, issue 20). A
 * restart starts every count again.
 *
 * Memory is bounded. Windows that have ended are dropped every SWEEP_EVERY_MS, and at most
 * `maxKeys` keys have a window of their own. When that many are open, a key not already counted
 * is counted in one shared window per limit's name (its overflow) instead: a flood from rotating
 * addresses gets `max` requests a window between all of them, not `max` each, and no live count is
 * evicted, so a client already refused stays refused. New clients pay during such a flood: they
 * share the overflow's allowance (and a sign-in is slowed by its count) until windows end and free
 * room. A client moved from the overflow to a window of its own may get `max` more in that span.
 */
export function createMemoryRateLimiter({
  now = () => Date.now(),
  maxKeys = MEMORY_RATE_LIMIT_KEYS,
}: MemoryRateLimiterOptions = {}): RateLimiter {
  const windows = new Map<string, Window>();
  /** By limit's name: as few as the names in the code. */
  const overflow = new Map<string, Window>();
  let lastSwept = now();

  const sweep = (at: number) => {
    if (at - lastSwept < SWEEP_EVERY_MS) return;
    lastSwept = at;
    for (const table of [windows, overflow]) {
      for (const [slot, window] of table) if (window.endsAt <= at) table.delete(slot);
    }
  };
  /** Where a key counts: its own window, or its name's overflow when it has none and there is no room for one. */
  const home = (key: string): [Map<string, Window>, string] =>
    windows.has(key) || windows.size < maxKeys ? [windows, key] : [overflow, nameOf(key)];

  return {
    consume: (key, rule) => {
      const at = now();
      sweep(at);
      const [table, slot] = home(key);
      const window = countRequest(table.get(slot), rule, at);
      table.set(slot, window);
      return Promise.resolve(rateDecision(window.count, window.endsAt, rule, at));
    },
    peek: (key) => {
      const [table, slot] = home(key);
      const window = table.get(slot);
      return Promise.resolve(window && window.endsAt > now() ? window.count : 0);
    },
    // Never the overflow: one client's success must not clear what a flood has counted.
    reset: (key) => {
      windows.delete(key);
      return Promise.resolve();
    },
    resetSubject: (subject) => {
      const suffix = `|${subject}`;
      for (const key of windows.keys()) if (key.endsWith(suffix)) windows.delete(key);
      return Promise.resolve();
    },
  };
}
