import { createApp, type CreateAppOptions } from '../../src/server/app';
import { createAuth } from '../../src/server/auth/auth';
import type { Database } from '../../src/server/db/database';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createMailer, type MailMessage, type Mailer } from '../../src/server/mail/mailer';

export const TEST_BASE_URL = 'http://localhost:3000';

/** A mailer that keeps what it sends, for tests that read the verification link. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'log', sent, send: async (message) => void sent.push(message) };
}

export type TestAppOptions = Partial<CreateAppOptions> & { envOverrides?: Record<string, string> };

/** The real app on a test database, with a silent logger and the embedded defaults. */
export function createTestApp(database: Database, options: TestAppOptions = {}) {
  const { envOverrides, ...overrides } = options;
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL, ...envOverrides });
  const logger = createLogger('silent');
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const auth = overrides.auth ?? createAuth({ db: database.db, env, logger, mailer, secret: 'test-secret-test-secret-test-secret-0123' });
  return createApp({ env, logger, database, mailer, auth, ...overrides });
}
