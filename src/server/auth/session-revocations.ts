import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { Logger } from '../logger';
import type { Auth } from './auth';
import { forgetUser, suspendSessionReuse } from './require-user';

/** Every server process on the database hears on this channel whose sessions were revoked. */
export const SESSIONS_REVOKED_CHANNEL = 'larder_sessions_revoked';

type Executor = Pick<Db, 'execute'>;

/**
 * Tells every server process, when `tx` commits (NOTIFY is transactional), that this cook's
 * sessions are gone, so none of them lets a remembered session through afterwards.
 */
export async function announceSessionsRevoked(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${userId})`);
}

/**
 * Listens for revocations made by any process. While the listening connection is down (or not
 * yet up), this process stops reusing checked sessions, so it never trusts one it could not hear
 * about. Returns a function that stops listening.
 */
export function watchSessionRevocations({ database, auth, logger }: { database: Database; auth: Auth; logger: Logger }) {
  suspendSessionReuse(auth, true);
  let wasLive = false;
  return database.subscribe(SESSIONS_REVOKED_CHANNEL, {
    message: (userId) => forgetUser(auth, userId),
    live: (isLive) => {
      suspendSessionReuse(auth, !isLive);
      if (isLive !== wasLive) {
        if (isLive) logger.debug('listening for session revocations');
        else logger.warn('lost the database connection that hears session revocations; checking every session until it is back');
      }
      wasLive = isLive;
    },
  });
}
