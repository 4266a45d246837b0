import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { authRoutes } from './auth/routes';
import { clientIp } from './auth/client-ip';
import type { AppDeps, AppEnv } from './context';
import { favoriteRoutes } from './features/favorites/routes';
import { healthRoutes } from './features/health/routes';
import { apiNotFound, createErrorHandler } from './http/errors';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/spa';

export type CreateAppOptions = AppDeps & {
  /** The built SPA (dist/web); without it only the API is served. */
  staticDir?: string;
};

function createApi() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    .route('/favorites', favoriteRoutes);
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(options: CreateAppOptions) {
  const { staticDir, ...deps } = options;
  const app = new Hono<AppEnv>();

  app.use(requestLogger(deps.logger));
  app.use(securityHeaders({ https: deps.env.BASE_URL.startsWith('https:') }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, deps.env.TRUST_PROXY));
    await next();
  });
  app.onError(createErrorHandler(deps.logger));

  app.route('/api', createApi());
  app.all('/api/*', apiNotFound);

  if (staticDir) {
    app.use(compress());
    app.use(serveSpa(staticDir));
  }
  app.notFound(apiNotFound);
  return app;
}
