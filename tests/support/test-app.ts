import { createApp, type CreateAppOptions } from '../../src/server/app';
import { createAuth } from '../../src/server/auth/auth';
import type { Database } from '../../src/server/db/database';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createMailer, type MailMessage, type Mailer } from '../../src/server/mail/mailer';

export const TEST_BASE_URL = 'http://localhost:3000';
/** The auth secret of every test app: what signs sessions and the reminder's unsubscribe links. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A mailer that keeps what it sends, for tests that read the verification link. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'log', sent, send: async (message) => void sent.push(message) };
}

export type TestAppOptions = Partial<CreateAppOptions> & { envOverrides?: Record<string, string> };

/**
 * What @hono/node-server hands the app as its bindings: here, a connection from a proxy on
 * loopback. Requests made in-process have no socket of their own; these stand for one.
 */
export const LOOPBACK_PROXY = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } } };

/**
 * The real app on a test database, with a silent logger and the embedded defaults. It runs as
 * behind a reverse proxy on loopback (TRUST_PROXY=loopback) and every in-process request comes
 * from that proxy, so a test gives each client its own address in X-Forwarded-For, as the proxy
 * would. A test may pass other bindings (or TRUST_PROXY) to see what a direct client gets.
 */
export function createTestApp(database: Database, options: TestAppOptions = {}) {
  const { envOverrides, ...overrides } = options;
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL, TRUST_PROXY: 'loopback', ...envOverrides });
  const logger = createLogger('silent');
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const auth = overrides.auth ?? createAuth({ db: database.db, env, logger, mailer, secret: TEST_AUTH_SECRET });
  const app = createApp({ env, logger, database, mailer, auth, ...overrides });
  const request = app.request;
  app.request = (input, init, bindings, executionContext) => request(input, init, bindings ?? LOOPBACK_PROXY, executionContext);
  return app;
}
