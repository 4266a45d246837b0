import { and, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { WRONG_PASSWORD } from '../../../domain/auth';
import type { Auth } from '../../auth/auth';
import { forgetUser } from '../../auth/require-user';
import { signInFailureKey } from '../../auth/slowed-sign-in';
import { announceSessionsRevoked } from '../../auth/session-revocations';
import type { Database } from '../../db/database';
import type { RateLimiter } from '../../http/rate-limiter';
import { account, appRateLimits, rateLimit, session, user, verification } from '../../db/schema';
import { favoritesCache } from '../favorites/favorites-cache';

export type DeleteAccountOptions = { database: Database; auth: Auth; rateLimits: RateLimiter; userId: string; password: string };

/** Whether `password` is the cook's own, checked the way Better Auth checks it at sign-in. */
async function passwordMatches({ database, auth, userId, password }: DeleteAccountOptions): Promise<boolean> {
  const [credential] = await database.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!credential?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}

/**
 * Deletes the cook and everything of theirs in one transaction: the user row, and with it (ON
 * DELETE CASCADE) every row that references it, sessions included; their password-reset tokens
 * and the rate-limit counters keyed by their id (Better Auth's and the app's), which reference no row. Every server process
 * is told on commit, and this one forgets the cook's sessions, cached favourites and the counts it
 * keeps in memory (the app's limits on the embedded database) at once.
 */
export async function deleteAccount(options: DeleteAccountOptions): Promise<{ email: string }> {
  const { database, auth, rateLimits, userId } = options;
  if (!(await passwordMatches(options))) throw new AppError('validation', WRONG_PASSWORD, { password: WRONG_PASSWORD });

  const deleted = await database.db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!row) return undefined;
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(verification).where(or(eq(verification.value, userId), eq(verification.identifier, row.email)));
    await tx.delete(rateLimit).where(sql`position(${`user:${userId}`} in ${rateLimit.key}) > 0`);
    // The app's own counters (generations, imports, plans; sign-in failures by the e-mail's hash):
    // on PostgreSQL where they are kept; on the embedded database, any left from before they were kept in memory.
    await tx
      .delete(appRateLimits)
      .where(or(sql`position(${`user:${userId}`} in ${appRateLimits.key}) > 0`, eq(appRateLimits.key, signInFailureKey(row.email))));
    await tx.delete(user).where(eq(user.id, userId));
    await announceSessionsRevoked(tx, userId);
    return row;
  });
  forgetUser(auth, userId);
  favoritesCache(database)?.forget(userId);
  if (!deleted) throw new AppError('unauthenticated', 'This account no longer exists.');
  // The counts kept in memory go too (on PostgreSQL the transaction has already taken them).
  await rateLimits.resetSubject(`user:${userId}`);
  await rateLimits.reset(signInFailureKey(deleted.email));
  return deleted;
}
