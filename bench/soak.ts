import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { signedInCook, type SignedIn } from './accounts';
import { printFigures, startServer, type Figure } from './lib';

const USERS = 100;
const SIGNED_IN = 20;
const DURATION_MS = 60_000;
/** Each virtual user pauses this long between rounds, as a cook would. */
const THINK_MS = 3_000;

type Tally = { requests: number; errors: string[] };

async function readSse(response: Response): Promise<string> {
  const text = await response.text();
  if (!text.includes('event: done')) throw new Error(`generation ended without done: ${text.slice(-200)}`);
  return text;
}

async function anonymousRound(url: string, ip: string, tally: Tally): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': ip };
  const generation = await fetch(`${url}/api/generations`, { method: 'POST', headers, body: JSON.stringify({ preferences: { mealCount: { main: 5 } }, count: 10 }) });
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
    ['/api/favorites', { method: 'POST', headers, body: JSON.stringify({ meal: { id, name: `Soak ${round}`, description: '', ingredients: [] } }) }],
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

function rssMb(pid: number | undefined): number {
  return Number(execSync(`ps -o rss= -p ${pid}`).toString().trim()) / 1024;
}

/**
 * A bounded soak on loopback: 100 virtual users for 60 s, 80 of them anonymous (generate,
 * then open the plan screens) and 20 signed in (add, list, count and remove favourites).
 * Stops by itself; reports errors and the server's memory at the start, middle and end.
 */
export async function soakFigures(): Promise<Figure[]> {
  const smtp = await startSmtpSink();
  // Each virtual user has its own address (loopback header), so per-address limits apply to each.
  const server = await startServer({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
  const tally: Tally = { requests: 0, errors: [] };
  try {
    const cooks: SignedIn[] = [];
    for (let i = 0; i < SIGNED_IN; i += 1) cooks.push(await signedInCook(server.url, smtp, `soak-${i}-${randomBytes(2).toString('hex')}@example.com`, `10.8.${i}.1`));
    const memory = [rssMb(server.child.pid)];
    const ends = Date.now() + DURATION_MS;
    const sampler = setInterval(() => memory.push(rssMb(server.child.pid)), 10_000);
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
    memory.push(rssMb(server.child.pid));
    if (tally.errors.length) console.error(`soak errors (first 5): ${tally.errors.slice(0, 5).join('; ')}`);
    const settled = memory.slice(1);
    return [
      { name: `soak: ${USERS} users for ${DURATION_MS / 1000} s, requests`, value: tally.requests, unit: 'requests' },
      { name: 'soak: errors', value: tally.errors.length, unit: 'errors', budget: { max: 0 } },
      { name: 'soak: server memory at start', value: memory[0] ?? 0, unit: 'MB' },
      { name: 'soak: server memory, growth over the run', value: (settled.at(-1) ?? 0) - (settled[0] ?? 0), unit: 'MB', budget: { max: 50 } },
    ];
  } finally {
    await server.stop();
    await smtp.close();
  }
}

if (process.argv[1]?.endsWith('soak.ts')) {
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
  printFigures(await soakFigures());
}
