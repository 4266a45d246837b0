import { Hono } from 'hono';
import { findUser, requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { enforceRateLimit } from '../../http/rate-limit';
import { checkConfig } from './check-config';
import { readGenerationStatus } from './read-generation-status';
import { testImage } from './test-image';

const TEN_MINUTES = 600;

export const configRoutes = new Hono<AppEnv>()
  .get('/check', async (c) => {
    const { env, database } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    const user = await findUser(c);
    return c.json({
      ...checkConfig(env, { signedIn: Boolean(user) }),
      generation: await readGenerationStatus({ db: database.db, env, userId: user?.id }),
    });
  })
  .post('/test-image', requireUser('Please sign in to test image generation.'), async (c) => {
    const { env, database, metrics } = c.var.deps;
    const userId = c.var.user.id;
    await enforceRateLimit(
      c,
      `image-test|user:${userId}`,
      { windowSeconds: TEN_MINUTES, max: env.IMAGE_TEST_RATE_LIMIT_PER_10_MIN },
      'API rate limit reached. Please wait a few minutes and try again.',
    );
    const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(120_000)]);
    return c.json(await testImage({ env, db: database.db, signal, userId, onModelCall: (call) => metrics.modelCall(call) }));
  });
