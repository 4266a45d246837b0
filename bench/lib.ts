import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Figure = { name: string; value: number; unit: string; budget?: { max?: number; min?: number } };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A percentile of some timings (`share` 0.99 is the p99): the value at rank ⌊n × share⌋ of the
 * sorted list, as the planner's p95 has always been read; NaN when there is none.
 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Lets the machine settle before a measurement: disk writes left by the previous step (databases
 * created, dropped) are flushed, so they do not land in this step's tail latencies.
 */
export async function settle(): Promise<void> {
  execSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

export type RunningServer = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** CPU time (user + system) a process has used so far, from /proc (Linux): unlike wall time, it barely moves with other load. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts the built server on a free port (a fresh data folder unless given); resolves when `/api/ready` first answers 200. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-')),
  nodeArgs: readonly string[] = [],
): Promise<RunningServer & { startMs: number; startCpuMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('node', [...nodeArgs, 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  const startCpuMs = processCpuMs(child.pid);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop, startMs, startCpuMs };
}

export function printFigures(figures: readonly Figure[]): void {
  const rows = figures.map((figure) => {
    const { max, min } = figure.budget ?? {};
    const budget = max !== undefined ? `≤ ${max} ${figure.unit}` : min !== undefined ? `≥ ${min} ${figure.unit}` : '';
    const ok = (max === undefined || figure.value <= max) && (min === undefined || figure.value >= min);
    // Below 1, three decimals (a layout shift of 0.001), without the zeros 0.9996 would round to.
    const shown = String(
      figure.value !== 0 && Math.abs(figure.value) < 1 ? Number(figure.value.toFixed(3)) : Math.round(figure.value * 10) / 10,
    );
    return [figure.name, `${shown} ${figure.unit}`.trim(), budget, budget ? (ok ? 'ok' : 'OVER BUDGET') : ''];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  '));
}
