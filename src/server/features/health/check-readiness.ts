import type { Database } from '../../db/database';

/** A database that has not answered in this long counts as down: a load balancer wants an answer. */
export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; database: 'up'; pendingMigrations: 0 }
  | { ready: false; database: 'down'; pendingMigrations: null }
  | { ready: false; database: 'up'; pendingMigrations: number };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Ready to take traffic: the database answers, and every migration this build ships is applied. */
export async function checkReadiness(database: Database, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let pending: number;
  try {
    pending = await withTimeout(database.pendingMigrations(), timeoutMs);
  } catch {
    return { ready: false, database: 'down', pendingMigrations: null };
  }
  return pending === 0
    ? { ready: true, database: 'up', pendingMigrations: 0 }
    : { ready: false, database: 'up', pendingMigrations: pending };
}
