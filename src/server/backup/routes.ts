import { Hono } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import { apiNotFound } from '../http/errors';
import { tokenMatches } from '../metrics/routes';
import { isLocalRequest } from './is-local-request';

/**
 * GET /api/admin/backup: the embedded database, dumped by the server that holds it, for
 * `npm run backup` on the same machine. Three locks: only with an embedded database and a token
 * (written by the server into its data folder, readable only by whoever can read the data
 * anyway), only over a socket from this machine, never through a proxy.
 */
export const backupRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { backupToken, database, logger } = c.var.deps;
  if (!backupToken || !database.dump) return apiNotFound(c);
  if (!isLocalRequest(c)) throw new AppError('forbidden', 'Backups are taken only from the machine Larder runs on.');
  const token = c.req
    .header('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  if (!tokenMatches(token, backupToken)) throw new AppError('unauthenticated', 'A backup needs the token in the data folder.');
  const started = performance.now();
  const archive = await database.dump();
  logger.info({ bytes: archive.size, ms: Math.round(performance.now() - started) }, 'backup taken');
  return c.body(archive.stream(), 200, {
    'Content-Type': 'application/gzip',
    'Content-Length': String(archive.size),
    'Cache-Control': 'no-store',
  });
});
