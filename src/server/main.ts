// First, so that the embedded database's code compiles while the rest is evaluated.
import './db/prepare-embedded';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { watchSessionRevocations } from './auth/session-revocations';
import { localUrl, newBackupToken, publishAdminFile } from './backup/admin-file';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import { parseEnvOrExit, type Env } from './env';
import { createLogger, type Logger } from './logger';
import { createMailer, mailStartupWarning } from './mail/mailer';
import { createMetrics } from './metrics/metrics';
import { PLANNER_WARM_UP_DELAY_MS, warmWeekPlanner } from './features/plans-suggest/warm-up';
import { createReminderScheduler, REMINDER_FIRST_PASS_DELAY_MS } from './features/pantry-reminder/reminder-scheduler';

/** SIGTERM to exit, at most: requests in flight get most of it, then their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;
const FORCE_CLOSE_AFTER_MS = 7_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** dist/web, found from this file in src/server (tsx) and in dist/server (built). */
function findStaticDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../web'), resolve(here, '../../dist/web')].find((dir) => existsSync(join(dir, 'index.html')));
}

function databaseOptions(env: Env, logger: Logger) {
  const onLockLost = () => {
    logger.fatal(`another Larder server has taken the data directory ${env.DATA_DIR}; stopping at once so the two do not corrupt it`);
    process.exit(1);
  };
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
    : ({ kind: 'pglite', dataDir: env.DATA_DIR, onLockLost } as const);
}

async function start(env: Env, logger: Logger): Promise<void> {
  const startedAt = performance.now();
  const database: Database = await openDatabase(databaseOptions(env, logger));
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger, logLinks: env.MAIL_LOG_LINKS });
  const mailWarning = mailStartupWarning(env);
  if (mailWarning) logger.warn(mailWarning);
  const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
  const auth = createAuth({ db: database.db, env, logger, mailer, secret });
  const staticDir = findStaticDir();
  if (!staticDir) logger.warn('no built web app found (run `npm run build`); serving the API only');
  if (env.IMPORT_ALLOW_PRIVATE_HOSTS)
    logger.warn('IMPORT_ALLOW_PRIVATE_HOSTS is on: recipe import may fetch private and loopback addresses (for tests only)');
  const stopWatching = watchSessionRevocations({ database, auth, logger });
  const metrics = createMetrics({ database, processMetrics: true });
  // The embedded database can be backed up only by this process (see backup/routes.ts).
  const backupToken = database.kind === 'pglite' ? newBackupToken() : undefined;
  const app = createApp({ env, logger, database, auth, mailer, staticDir, metrics, backupToken });
  let unpublish: () => void = () => undefined;

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    if (backupToken) {
      unpublish = publishAdminFile(resolve(env.DATA_DIR), { pid: process.pid, url: localUrl(env.HOST, info.port), token: backupToken });
    }
    logger.info(
      {
        port: info.port,
        database: database.kind,
        newDatabase: database.made,
        mail: mailer.kind,
        startMs: Math.round(performance.now() - startedAt),
      },
      `Larder is listening on ${env.BASE_URL}`,
    );
  });
  // Idle keep-alive sockets stay open longer than a proxy's or client's pool (60 s is common), so the
  // server is never the one closing a socket a client is about to reuse (that client would see
  // ECONNRESET). Node's 5 s default lost that race in CI.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  // The week planner's first plans are several times dearer than warm ones: pay that before a cook does.
  setTimeout(() => {
    warmWeekPlanner().catch((error: unknown) => logger.warn({ err: error }, 'week planner warm-up failed'));
  }, PLANNER_WARM_UP_DELAY_MS).unref();
  // The daily pantry reminder: today's missed ones go a few seconds after the start (once the first
  // answers are out), then a pass every minute.
  const reminders = createReminderScheduler({ database, mailer, logger, baseUrl: env.BASE_URL, secret });
  reminders.start({ firstPassDelayMs: REMINDER_FIRST_PASS_DELAY_MS });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use` : 'server error');
    void reminders
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, FORCE_CLOSE_AFTER_MS);
    force.unref();
    // Whatever still holds the process (a database that will not close), it ends within the grace period.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    unpublish();
    server.close(() => {
      clearTimeout(force);
      void Promise.all([stopWatching(), reminders.stop()])
        .then(() => database.close())
        .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function main(): void {
  const env = parseEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  start(env, logger).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      // A mistake a person fixes, not a crash: say it plainly, without a stack.
      console.error(`Larder cannot start: ${error.message}`);
    } else {
      logger.fatal({ err: error }, error instanceof Error ? error.message : 'Larder could not start');
    }
    process.exit(1);
  });
}

main();
