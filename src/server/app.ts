import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { authRoutes } from './auth/routes';
import { setTimeout as sleep } from 'node:timers/promises';
import { GENERATION_TIMEOUT_MS, retryDelayMs } from '../domain/generation';
import type { AppDeps, AppEnv, Tuning } from './context';
import { accountRoutes } from './features/account/routes';
import { accountDataRoutes } from './features/account-data/routes';
import { calendarRoutes } from './features/calendar/routes';
import { sharedListRoutes, shoppingShareRoutes } from './features/shared-list/routes';
import { backupRoutes } from './backup/routes';
import { readyRoutes } from './features/health/ready-routes';
import { createMetrics } from './metrics/metrics';
import { observeRequests } from './metrics/observe-requests';
import { metricsRoutes } from './metrics/routes';
import { configRoutes } from './features/config/routes';
import { createModelSlots } from './generation/model-slots';
import { generationRoutes, illustrationRoutes, imageRoutes } from './generation/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { healthRoutes } from './features/health/routes';
import { kitchenRoutes } from './features/kitchen/routes';
import { pantryRoutes } from './features/pantry-reminder/routes';
import { recipeRoutes } from './features/recipes/routes';
import { ingredientRoutes } from './features/ingredients/routes';
import { pantryUseUpRoutes } from './features/pantry-use-up/routes';
import { plansSuggestRoutes } from './features/plans-suggest/routes';
import { limitRequestBodies } from './http/body-limit';
import { clientAddress } from './http/client-address';
import { chooseRateLimiter } from './http/choose-rate-limiter';
import { apiNotFound, createErrorHandler } from './http/errors';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/spa';

export const DEFAULT_TUNING: Tuning = {
  generationTimeoutMs: GENERATION_TIMEOUT_MS,
  retryDelay: retryDelayMs,
  sleep: async (ms) => {
    await sleep(ms);
  },
};

export type CreateAppOptions = Omit<AppDeps, 'tuning' | 'metrics' | 'modelSlots' | 'clock' | 'rateLimits'> & {
  tuning?: Tuning;
  /** The real clock unless a test fixes the date. */
  clock?: AppDeps['clock'];
  /** The server passes its own (with process metrics); otherwise the app makes one. */
  metrics?: AppDeps['metrics'];
  /** Chosen by the database unless a test passes its own to read the counts. */
  rateLimits?: AppDeps['rateLimits'];
  /** The built SPA (dist/web); without it only the API is served. */
  staticDir?: string;
};

function createApi() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/ready', readyRoutes)
    .route('/account', accountRoutes)
    .route('/account', accountDataRoutes)
    .route('/calendar', calendarRoutes)
    .route('/shopping-share', shoppingShareRoutes)
    .route('/shared-lists', sharedListRoutes)
    .route('/admin/backup', backupRoutes)
    .route('/auth', authRoutes)
    .route('/favorites', favoriteRoutes)
    .route('/recipes', recipeRoutes)
    .route('/ingredients', ingredientRoutes)
    .route('/pantry/use-up', pantryUseUpRoutes)
    .route('/plans', plansSuggestRoutes)
    .route('/kitchen', kitchenRoutes)
    .route('/pantry', pantryRoutes)
    .route('/generations', generationRoutes)
    .route('/images', imageRoutes)
    .route('/illustrations', illustrationRoutes)
    .route('/config', configRoutes);
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(options: CreateAppOptions) {
  const {
    staticDir,
    tuning = DEFAULT_TUNING,
    metrics = createMetrics({ database: options.database }),
    clock = () => new Date(),
    rateLimits = chooseRateLimiter(options.database),
    ...rest
  } = options;
  const modelSlots = createModelSlots({ concurrency: rest.env.MODEL_CONCURRENCY, queueLength: rest.env.MODEL_QUEUE_LENGTH });
  const deps: AppDeps = { ...rest, tuning, metrics, modelSlots, clock, rateLimits };
  const app = new Hono<AppEnv>();

  app.use(requestLogger(deps.logger));
  app.use(observeRequests(metrics));
  app.use(securityHeaders({ https: deps.env.BASE_URL.startsWith('https:') }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientAddress(c, deps.env.TRUST_PROXY));
    await next();
  });
  app.onError(createErrorHandler(deps.logger));
  app.use('/api/*', limitRequestBodies());

  app.route('/api', createApi());
  app.all('/api/*', apiNotFound);
  app.route('/metrics', metricsRoutes);

  if (staticDir) {
    app.use(compress());
    app.use(serveSpa(staticDir));
  }
  app.notFound(apiNotFound);
  return app;
}
