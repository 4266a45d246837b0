import { Hono } from 'hono';
import { AppError } from '../../../domain/errors';
import type { AppEnv } from '../../context';
import { consumeRateLimit } from '../../http/rate-limit';
import { checkConfig } from './check-config';
import { testImage } from './test-image';

export const configRoutes = new Hono<AppEnv>()
  .get('/check', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(checkConfig(c.var.deps.env));
  })
  .post('/test-image', async (c) => {
    const { env, database, metrics } = c.var.deps;
    const limit = await consumeRateLimit(database.db, `image-test|ip:${c.var.clientIp ?? 'unknown'}`, { windowSeconds: 600, max: 10 });
    if (!limit.allowed) throw new AppError('rate_limit', 'API rate limit reached. Please wait a few minutes and try again.');
    const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(120_000)]);
    return c.json(await testImage({ env, db: database.db, signal, onModelCall: (call) => metrics.modelCall(call) }));
  });
