import type { Auth, AuthUser } from './auth/auth';
import type { Database } from './db/database';
import type { Env } from './env';
import type { RateLimiter } from './http/rate-limiter';
import type { ModelSlots } from './generation/model-slots';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics/metrics';
import type { Resolver } from './features/recipes/fetch/safe-fetch';

/** What every route can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  logger: Logger;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  tuning: Tuning;
  metrics: Metrics;
  /** This process's model generations at once, and the queue for them (MODEL_CONCURRENCY). */
  modelSlots: ModelSlots;
  /** The app's rate limits: in memory on the embedded database, in the database on PostgreSQL (app.ts). */
  rateLimits: RateLimiter;
  /** Set by the server on an embedded database: the token `npm run backup` sends (see backup/). */
  backupToken?: string;
  /** The time now, for answers that depend on the date (the calendar feed's window, a shared list's expiry, today's plan); tests fix it. */
  clock: () => Date;
  /** Recipe import's outside fetches: tests inject a resolver and allow their loopback fixture site. */
  recipeImport?: RecipeImportOptions;
};

export type RecipeImportOptions = { resolve?: Resolver; alsoAllow?: (address: string) => boolean; timeoutMs?: number };

/** Timings that tests shorten or record; production uses the spec's. */
export type Tuning = {
  generationTimeoutMs: number;
  retryDelay: (attempt: number) => number;
  /** Every deliberate wait of a request (a slowed sign-in) goes through here. */
  sleep: (ms: number) => Promise<void>;
};

export type SignedInUser = Pick<AuthUser, 'id' | 'email' | 'name' | 'emailVerified'>;

export type AppEnv = { Variables: { deps: AppDeps; clientIp: string | undefined; user: SignedInUser } };
