import { Hono } from 'hono';
import { accountExportFileName } from '../../../domain/account-data';
import { AppError } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { readBodyFor } from '../../http/body-limit';
import { exportAccount } from './export-account';
import { importAccount } from './import-account';

/** An import reads and writes a whole account: a handful per quarter hour is plenty for a person. */
const IMPORT_RATE = { windowSeconds: 15 * 60, max: 10 };

/** "Download my data" and its import (issue 19), for the signed-in cook only. */
export const accountDataRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to download or import your data.'))
  .get('/export', async (c) => {
    const { database, logger } = c.var.deps;
    const file = await exportAccount({ database, userId: c.var.user.id, logger });
    c.header('Content-Disposition', `attachment; filename="${accountExportFileName(file.exportedAt)}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(file);
  })
  .post('/import', readBodyFor('/api/account/import'), async (c) => {
    const { database, logger, auth, rateLimits } = c.var.deps;
    const limit = await rateLimits.consume(`account-import|user:${c.var.user.id}`, IMPORT_RATE);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limit', 'You have imported several files just now. Please wait a few minutes and try again.');
    }
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new AppError('validation', 'The file is not valid JSON: choose the file "Download my data" saved.');
    }
    const { secret } = await auth.$context;
    return c.json(await importAccount({ database, userId: c.var.user.id, raw, logger, secret }));
  });
