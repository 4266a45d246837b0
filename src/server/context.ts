import type { Auth, AuthUser } from './auth/auth';
import type { Database } from './db/database';
import type { Env } from './env';
import type { ModelSlots } from './generation/model-slots';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** What every route can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  logger: Logger;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  tuning: Tuning;
  /** This process's model generations at once, and the queue for them (MODEL_CONCURRENCY). */
  modelSlots: ModelSlots;
};

/** Timings that tests shorten or record; production uses the spec's. */
export type Tuning = {
  generationTimeoutMs: number;
  retryDelay: (attempt: number) => number;
  /** Every deliberate wait of a request (a slowed sign-in) goes through here. */
  sleep: (ms: number) => Promise<void>;
};

export type SignedInUser = Pick<AuthUser, 'id' | 'email' | 'name' | 'emailVerified'>;

export type AppEnv = { Variables: { deps: AppDeps; clientIp: string | undefined; user: SignedInUser } };
