import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { createPostgresDatabase } from '../tests/support/test-databases';
import { signedInCook } from './accounts';
import { settle, startServer, type Figure } from './lib';

const RATE = 1_000;
const DURATION_S = 10;

type Load = { requestsPerSecond: number; p99: number; errors: number; non2xx: number };

async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<Load> {
  const result = await autocannon({ url, headers, connections: 20, overallRate: RATE, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A few seconds at the rate first, so the measurement sees a warm server (compiled handlers). */
async function warmLoad(url: string, headers: Record<string, string> = {}): Promise<Load> {
  await load(url, headers, 3);
  await settle();
  return load(url, headers);
}

/** GET /api/favorites signed in at 1,000 requests a second, beside a static file in the same run. */
async function measure(label: string, env: Record<string, string>): Promise<Figure[]> {
  const smtp = await startSmtpSink();
  const server = await startServer({ ...env, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' });
  try {
    const cook = await signedInCook(server.url, smtp, `bench-${randomBytes(3).toString('hex')}@example.com`);
    for (let i = 0; i < 10; i += 1) {
      await fetch(`${server.url}/api/favorites`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cook.cookie },
        body: JSON.stringify({ meal: { id: `meal-${i}`, name: `Meal ${i}`, description: 'A benchmark meal.', ingredients: [] } }),
      });
    }
    const favorites = await warmLoad(`${server.url}/api/favorites`, { Cookie: cook.cookie });
    const statics = await warmLoad(`${server.url}/favicon.svg`);
    if (favorites.errors || favorites.non2xx) throw new Error(`${label}: ${favorites.errors} errors, ${favorites.non2xx} non-2xx answers`);
    return [
      {
        name: `GET /api/favorites at ${RATE} req/s, ${label}: throughput`,
        value: favorites.requestsPerSecond,
        unit: 'req/s',
        budget: { min: RATE * 0.95 },
      },
      { name: `GET /api/favorites at ${RATE} req/s, ${label}: p99`, value: favorites.p99, unit: 'ms', budget: { max: 25 } },
      { name: `static file at ${RATE} req/s, ${label}: p99`, value: statics.p99, unit: 'ms' },
      { name: `favourites p99 / static p99, ${label}`, value: favorites.p99 / Math.max(statics.p99, 0.1), unit: '×' },
    ];
  } finally {
    await server.stop();
    await smtp.close();
  }
}

export async function httpLoadFigures(): Promise<Figure[]> {
  const figures = await measure('PGlite', {});
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, 'larder_bench');
    try {
      figures.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url })));
    } finally {
      await database.drop();
    }
  }
  return figures;
}
