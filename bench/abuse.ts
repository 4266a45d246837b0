import { request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { median, settle, startServer, type Figure } from './lib';

/** Hostile requests arriving at once in each burst, and bursts per run. */
const AT_ONCE = 20;
const BURSTS = 5;
const HEALTH_EVERY_MS = 10;

/** The server's resident memory, read from /proc (no child process: it would stall this one). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** CPU time the server has used so far (user + system), from /proc: clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

type Hostile = { path: string; method: string; body: string; chunked: boolean };

/** Oversized bodies (declared and chunked) and bodies within their limit nested deep or wide, for every route. */
function hostileRequests(): Hostile[] {
  const big = JSON.stringify({ meal: { id: 'big', name: 'Big', notes: 'x'.repeat(3_500_000) } });
  const deep = nested(100_000);
  const wide = manyKeys(100_000);
  const kinds: Hostile[] = [
    { path: '/api/kitchen/changes', method: 'POST', body: big, chunked: true },
    { path: '/api/generations', method: 'POST', body: big, chunked: true },
    { path: '/api/favorites', method: 'POST', body: big, chunked: false },
    { path: '/api/auth/sign-in/email', method: 'POST', body: big, chunked: true },
    { path: '/api/favorites/repair', method: 'POST', body: deep, chunked: false },
    { path: '/api/kitchen/changes', method: 'POST', body: deep, chunked: true },
    { path: '/api/kitchen/changes', method: 'POST', body: wide, chunked: false },
    { path: '/api/favorites/repair', method: 'POST', body: wide, chunked: true },
    { path: '/api/favorites', method: 'POST', body: nested(40_000), chunked: false },
    { path: '/api/generations', method: 'POST', body: nested(10_000), chunked: false },
    { path: '/api/plans/suggest', method: 'POST', body: big, chunked: true },
    { path: '/api/plans/suggest', method: 'POST', body: nested(10_000), chunked: false },
    { path: '/api/kitchen/changes', method: 'POST', body: big, chunked: false },
    { path: '/api/recipes/import', method: 'POST', body: big, chunked: true },
  ];
  return Array.from({ length: AT_ONCE }, (_, i) => kinds[i % kinds.length] as Hostile);
}

/** Sends one request over its own connection, chunked (no Content-Length) or not; resolves with the status. */
function send(url: string, hostile: Hostile): Promise<number> {
  const target = new URL(hostile.path, url);
  const bytes = Buffer.from(hostile.body);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json', Origin: url };
    if (!hostile.chunked) headers['Content-Length'] = bytes.length;
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: hostile.method, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        outgoing.destroy();
      },
    );
    outgoing.on('error', () => resolve(0));
    // Written in 64 KB pieces, as a client would send it; the server may answer before the end.
    let at = 0;
    const pump = () => {
      while (at < bytes.length) {
        const piece = bytes.subarray(at, at + 65_536);
        at += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

type Burst = { growthMb: number; worstHealthMs: number; worstLoopDelayMs: number; cpuMs: number; statuses: number[] };

/** The longest the server's event loop was held since the last reading (support/loop-delay-on-signal.mjs). */
async function loopDelayMs(pid: number, file: string): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 100));
  return Number(readFileSync(file, 'utf8'));
}

/**
 * Polls /api/health from a thread of its own, so the time this process spends sending the hostile
 * bodies does not count as the server's latency; 'stop' answers the worst latency seen.
 */
function healthPoller(url: string): { stop: () => Promise<number> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let worst = 0;
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(workerData.url + '/api/health');
        await response.arrayBuffer();
        worst = Math.max(worst, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, workerData.every));
      }
      parentPort.postMessage(worst);
    })();
    `,
    { eval: true, workerData: { url, every: HEALTH_EVERY_MS } },
  );
  return {
    stop: () =>
      new Promise<number>((resolve) => {
        worker.once('message', (worst: number) => {
          void worker.terminate();
          resolve(worst);
        });
        worker.postMessage('stop');
      }),
  };
}

async function burst(url: string, pid: number, idleMb: number, delayFile: string): Promise<Burst> {
  const requests = hostileRequests();
  await loopDelayMs(pid, delayFile);
  const cpuBefore = cpuMs(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 5);
  const health = healthPoller(url);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const statuses = await Promise.all(requests.map((hostile) => send(url, hostile)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const worstHealthMs = await health.stop();
  const worstLoopDelayMs = await loopDelayMs(pid, delayFile);
  const cpu = cpuMs(pid) - cpuBefore;
  clearInterval(sampler);
  peakMb = Math.max(peakMb, rssMb(pid));
  return { growthMb: peakMb - idleMb, worstHealthMs, worstLoopDelayMs, cpuMs: cpu, statuses };
}

/**
 * Issue #14: while 20 oversized or deeply nested requests arrive at once, the server's memory
 * growth over idle (budget: 100 MB) and the worst /api/health latency (budget: 200 ms), over
 * several bursts against the built server.
 */
export async function abuseFigures(): Promise<Figure[]> {
  // A server as it runs day to day: its database exists (the very first start creates it).
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-abuse-'));
  await (await startServer({}, dataDir)).stop();
  const delayFile = join(dataDir, 'loop-delay.txt');
  const server = await startServer({ LOG_LEVEL: 'warn', LOOP_DELAY_FILE: delayFile }, dataDir, [
    '--import',
    './bench/support/loop-delay-on-signal.mjs',
  ]);
  const pid = server.child.pid ?? 0;
  try {
    // Warm: the routes compiled, then let the machine settle before the idle reading.
    for (let i = 0; i < 50; i += 1) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    await settle();
    const idleMb = rssMb(pid);
    // The same polling with nothing hostile arriving: what this machine gives at the moment.
    await loopDelayMs(pid, delayFile);
    const quiet = healthPoller(server.url);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const quietWorstMs = await quiet.stop();
    const quietHeldMs = await loopDelayMs(pid, delayFile);
    const bursts: Burst[] = [];
    for (let i = 0; i < BURSTS; i += 1) {
      bursts.push(await burst(server.url, pid, idleMb, delayFile));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // 0: the server answered 413 and closed the connection while the client was still sending,
    // so the client saw the reset before the answer. 401: a route for signed-in cooks refuses a
    // visitor before reading the body. Anything else would be a failure.
    const refused = new Set([413, 400, 401, 0]);
    const refusedRight = bursts.every((b) => b.statuses.every((status) => refused.has(status)));
    if (!refusedRight) throw new Error(`a hostile request was not refused: ${bursts.map((b) => b.statuses.join(',')).join(' | ')}`);
    const growth = bursts.map((b) => b.growthMb);
    const health = bursts.map((b) => b.worstHealthMs);
    const held = bursts.map((b) => b.worstLoopDelayMs);
    const cpu = bursts.map((b) => b.cpuMs);
    return [
      { name: 'hostile bodies: server idle memory (RSS)', value: idleMb, unit: 'MB' },
      { name: `hostile bodies: memory growth, ${AT_ONCE} at once (median of ${BURSTS} bursts)`, value: median(growth), unit: 'MB' },
      { name: 'hostile bodies: memory growth, worst burst', value: Math.max(...growth), unit: 'MB', budget: { max: 100 } },
      { name: 'hostile bodies: worst /api/health latency with none arriving (3 s)', value: quietWorstMs, unit: 'ms' },
      { name: `hostile bodies: worst /api/health latency (median of ${BURSTS} bursts)`, value: median(health), unit: 'ms' },
      { name: 'hostile bodies: worst /api/health latency, worst burst', value: Math.max(...health), unit: 'ms', budget: { max: 200 } },
      { name: "hostile bodies: longest the server's event loop was held with none arriving (3 s)", value: quietHeldMs, unit: 'ms' },
      { name: `hostile bodies: longest the server's event loop was held (median of ${BURSTS})`, value: median(held), unit: 'ms' },
      { name: "hostile bodies: longest the server's event loop was held, worst burst", value: Math.max(...held), unit: 'ms' },
      { name: `hostile bodies: server CPU time per burst of ${AT_ONCE}, health checks included (median)`, value: median(cpu), unit: 'ms' },
    ];
  } finally {
    await server.stop();
  }
}
