import { execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { signedInCook, type SignedIn } from './accounts';
import { printFigures, startServer, type Figure } from './lib';

const USERS = 100;
const SIGNED_IN = 20;
const DURATION_MS = 60_000;
/** Each virtual user pauses this long between rounds, as a cook would. */
const THINK_MS = 3_000;
const SAMPLE_MS = 5_000;

type Tally = { requests: number; errors: string[] };

async function readSse(response: Response): Promise<string> {
  const text = await response.text();
  if (!text.includes('event: done')) throw new Error(`generation ended without done: ${text.slice(-200)}`);
  return text;
}

async function anonymousRound(url: string, ip: string, tally: Tally): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': ip };
  const generation = await fetch(`${url}/api/generations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ preferences: { mealCount: { main: 5 } }, count: 10 }),
  });
  tally.requests += 1;
  if (generation.status !== 200) throw new Error(`generation ${generation.status}`);
  await readSse(generation);
  for (const path of ['/', '/weekly-plan', '/shopping-list']) {
    const page = await fetch(`${url}${path}`);
    tally.requests += 1;
    if (page.status !== 200) throw new Error(`${path} ${page.status}`);
    await page.arrayBuffer();
  }
}

async function favouritesRound(url: string, cook: SignedIn, round: number, tally: Tally): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: url, Cookie: cook.cookie };
  const id = `soak-${round}`;
  const steps: [string, RequestInit][] = [
    [
      '/api/favorites',
      { method: 'POST', headers, body: JSON.stringify({ meal: { id, name: `Soak ${round}`, description: '', ingredients: [] } }) },
    ],
    ['/api/favorites', { headers }],
    ['/api/favorites/count', { headers }],
    [`/api/favorites/${id}`, { method: 'DELETE', headers }],
  ];
  for (const [path, init] of steps) {
    const response = await fetch(`${url}${path}`, init);
    tally.requests += 1;
    if (response.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path} ${response.status}`);
    await response.arrayBuffer();
  }
}

/** The server's resident memory after a full garbage collection (see support/gc-on-signal.mjs). */
async function liveRssMb(child: ChildProcess): Promise<number> {
  child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return Number(execSync(`ps -o rss= -p ${child.pid}`).toString().trim()) / 1024;
}

/**
 * A bounded soak on loopback: 100 virtual users for 60 s, 80 of them anonymous (generate,
 * then open the plan screens) and 20 signed in (add, list, count and remove favourites).
 * Stops by itself; reports errors and whether the server's memory stays flat.
 */
export async function soakFigures(): Promise<Figure[]> {
  const smtp = await startSmtpSink();
  // Each virtual user has its own address, in X-Forwarded-For as a proxy on loopback would write it.
  const env = { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' };
  // A server as it runs day to day: its database exists (the very first start creates it).
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-soak-'));
  await (await startServer(env, dataDir)).stop();
  const server = await startServer(env, dataDir, ['--expose-gc', '--import', './bench/support/gc-on-signal.mjs']);
  const tally: Tally = { requests: 0, errors: [] };
  try {
    const cooks: SignedIn[] = [];
    for (let i = 0; i < SIGNED_IN; i += 1)
      cooks.push(await signedInCook(server.url, smtp, `soak-${i}-${randomBytes(2).toString('hex')}@example.com`, `10.8.${i}.1`));
    const memory = [await liveRssMb(server.child)];
    const ends = Date.now() + DURATION_MS;
    // A reading that fails (the server gone) shows up as errors and as a missing sample.
    const sampler = setInterval(
      () =>
        void liveRssMb(server.child).then(
          (mb) => memory.push(mb),
          () => undefined,
        ),
      SAMPLE_MS,
    );
    const user = async (index: number) => {
      for (let round = 0; Date.now() < ends; round += 1) {
        try {
          if (index < SIGNED_IN) await favouritesRound(server.url, cooks[index] as SignedIn, round, tally);
          else await anonymousRound(server.url, `10.7.${Math.floor(index / 250)}.${index % 250}`, tally);
        } catch (error) {
          tally.errors.push(error instanceof Error ? error.message : String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
    clearInterval(sampler);
    memory.push(await liveRssMb(server.child));
    if (tally.errors.length) console.error(`soak errors (first 5): ${tally.errors.slice(0, 5).join('; ')}`);
    // Flat: the last third of the run holds no more than the first third did.
    const third = Math.max(1, Math.floor((memory.length - 1) / 3));
    const early = memory.slice(1, 1 + third);
    const late = memory.slice(-third);
    return [
      { name: `soak: ${USERS} users for ${DURATION_MS / 1000} s, requests`, value: tally.requests, unit: 'requests' },
      { name: 'soak: errors', value: tally.errors.length, unit: 'errors', budget: { max: 0 } },
      { name: 'soak: server memory at start', value: memory[0] ?? 0, unit: 'MB' },
      { name: 'soak: server live memory, lowest in the first third', value: Math.min(...early), unit: 'MB' },
      {
        name: 'soak: server live memory, growth to the last third (highest)',
        value: Math.max(...late) - Math.min(...early),
        unit: 'MB',
        budget: { max: 50 },
      },
    ];
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('soak.ts')) {
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
  printFigures(await soakFigures());
}
