import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { MAX_SHARED_LISTS, type SharedListLink } from '../../../domain/shared-list';
import type { Db } from '../../db/database';
import { sharedLists } from '../../db/schema';
import { hashSecretToken, newSecretToken } from '../../http/secret-token';

export const sharedListPath = (token: string) => `/shared/${token}`;

/** The cook's links that still work, oldest first (a link's token is never shown again). */
export async function listSharedLists({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<SharedListLink[]> {
  const rows = await db
    .select({ id: sharedLists.id, expiresAt: sharedLists.expiresAt, createdAt: sharedLists.createdAt })
    .from(sharedLists)
    .where(and(eq(sharedLists.userId, userId), gt(sharedLists.expiresAt, now)))
    .orderBy(asc(sharedLists.createdAt));
  return rows.map((row) => ({ id: row.id, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

/** A new read-and-tick link that works for `days` days. Expired links of the cook are cleared first. */
export async function createSharedList({
  db,
  userId,
  days,
  baseUrl,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  days: number;
  baseUrl: string;
  now?: Date;
}): Promise<SharedListLink & { url: string }> {
  await db.delete(sharedLists).where(and(eq(sharedLists.userId, userId), lte(sharedLists.expiresAt, now)));
  if ((await listSharedLists({ db, userId, now })).length >= MAX_SHARED_LISTS) {
    throw new AppError('conflict', `You can share your list through at most ${MAX_SHARED_LISTS} links at once. Stop one first.`);
  }
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(sharedLists)
    .values({ userId, tokenHash: hashSecretToken(token), expiresAt, createdAt: now })
    .returning({ id: sharedLists.id });
  if (!row) throw new Error('The shared list was not stored.');
  return {
    id: row.id,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
    url: `${baseUrl.replace(/\/$/, '')}${sharedListPath(token)}`,
  };
}

/** Stops a link at once: the next visit to it is a 404. */
export async function revokeSharedList({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  const removed = await db
    .delete(sharedLists)
    .where(and(eq(sharedLists.id, id), eq(sharedLists.userId, userId)))
    .returning({ id: sharedLists.id });
  if (removed.length === 0) throw new AppError('not_found', 'That link was not found: it may have been stopped already.');
}
