// A rate limiter's contract, apart from the helpers in rate-limit.ts that read a request:
// the app's dependencies (context.ts) name the limiter, and those helpers read the dependencies.

export type RateRule = { windowSeconds: number; max: number };
export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The app's rate limits, as fixed windows: the first request of a key opens a window of
 * `windowSeconds`, and the count holds until that window ends, however long it is. A key is
 * `name|subject` (`generation-catalog|user:…`): the name says which limit, the subject whose count.
 * Chosen once per app (app.ts): in memory on the embedded database, in the database on PostgreSQL.
 */
export type RateLimiter = {
  /** Counts one request against `key`, and says whether it is within `rule`. */
  consume(key: string, rule: RateRule): Promise<RateDecision>;
  /** How many requests a key has counted in its current window (0 when none is open). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Forgets every count of one subject (`user:…`), under any limit's name: a deleted account's. */
  resetSubject(subject: string): Promise<void>;
};

/** The answer for a window holding `count` that ends at `endsAt` (ms), at `now`. */
export function rateDecision(count: number, endsAt: number, rule: RateRule, now: number): RateDecision {
  return { allowed: count <= rule.max, count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}
