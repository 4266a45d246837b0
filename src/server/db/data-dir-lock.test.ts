import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_TEST_TIMING } from '../../../tests/support/lock-timing';
import { DataDirLockedError, LOCK_TIMING, lockDataDir } from './data-dir-lock';

/**
 * docs/design.md §2: PGlite takes no lock of its own. Servers in two containers sharing a volume cannot
 * see each other's process ids (and both may be process 1): each child here believes it is
 * process 1 (tests/support/lock-holder.ts), so a lock resting on ids lets both in.
 */

type Holder = { output: () => string; exited: Promise<number | null>; kill: () => void; stop: () => void };

function holder(dataDir: string, holdMs: number, busyMs?: number): Holder {
  const args = [dataDir, String(holdMs), ...(busyMs === undefined ? [] : [String(busyMs)])];
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/lock-holder.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, exited, kill: () => child.kill('SIGKILL'), stop: () => child.kill('SIGTERM') };
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'larder-lock-'));
const said = (h: Holder, word: string) => h.output().includes(word);

describe('the data directory lock, across "containers"', () => {
  it('lets exactly one of three servers started at once take it', async () => {
    const dataDir = freshDir();
    // Held until told to stop: a child slow to start on a loaded machine must still find it held.
    const servers = [0, 1, 2].map(() => holder(dataDir, 60_000));
    await Promise.all(
      servers.map((server) => expect.poll(() => said(server, 'locked') || said(server, 'refused'), { timeout: 30_000 }).toBe(true)),
    );
    for (const server of servers.filter((s) => said(s, 'locked'))) server.stop();
    expect(servers.filter((server) => said(server, 'locked'))).toHaveLength(1);
    for (const server of servers.filter((s) => said(s, 'refused'))) {
      expect(server.output()).toMatch(/refused: Another Larder server \(on .+, process 1, since .+\) is already using the data directory/);
    }
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual(expect.arrayContaining([0, 2, 2]));
  });

  it('refuses a second server while the first holds it, and lets one in once the first has let go', async () => {
    const dataDir = freshDir();
    const first = holder(dataDir, 60_000);
    await expect.poll(() => said(first, 'locked'), { timeout: 10_000 }).toBe(true);
    const second = holder(dataDir, 100);
    expect(await second.exited).toBe(2);
    first.stop();
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('released');
    const third = holder(dataDir, 100);
    expect(await third.exited).toBe(0);
    expect(third.output()).toContain('locked');
  });

  it("keeps the lock while its server's main thread is busy for longer than the stale time", async () => {
    const dataDir = freshDir();
    const busy = holder(dataDir, 60_000, 4 * LOCK_TEST_TIMING.staleAfterMs);
    await expect.poll(() => said(busy, 'busy'), { timeout: 10_000 }).toBe(true);
    // The second server watches the lock for longer than the stale time, all while the first is busy.
    const second = holder(dataDir, 100);
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/refused: Another Larder server/);
    expect(said(busy, 'free')).toBe(false);
    busy.stop();
    expect(await busy.exited).toBe(0);
  });

  it('takes over a lock left by a server that was killed, once it has gone stale', async () => {
    const dataDir = freshDir();
    const killed = holder(dataDir, 60_000);
    await expect.poll(() => said(killed, 'locked'), { timeout: 10_000 }).toBe(true);
    killed.kill();
    await killed.exited;
    const next = holder(dataDir, 100);
    expect(await next.exited).toBe(0);
    expect(next.output()).toContain('locked');
  });

  it('stops a server whose lock another has taken', async () => {
    const dataDir = freshDir();
    const server = holder(dataDir, 60_000);
    await expect.poll(() => said(server, 'locked'), { timeout: 10_000 }).toBe(true);
    const lock = join(dataDir, 'larder.lock');
    writeFileSync(lock, JSON.stringify({ ...JSON.parse(readFileSync(lock, 'utf8')), owner: 'someone-else' }));
    expect(await server.exited).toBe(3);
    expect(server.output()).toContain('lost');
  });

  it('uses timings short enough for these tests', () => {
    expect(LOCK_TEST_TIMING.staleAfterMs).toBeLessThan(5_000);
  });
});

const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
};

/** A lock as a server on this host wrote it, just touched, naming the given process. */
function writeLock(dataDir: string, pid: number, start: string): void {
  const lock = { owner: 'earlier', host: hostname(), pid: 1, since: new Date().toISOString(), process: { boot: bootId(), pid, start } };
  writeFileSync(join(dataDir, 'larder.lock'), JSON.stringify(lock));
}

/** Takes the lock with the real (ten-second) timing and says how long it took. */
async function timedLock(dataDir: string): Promise<number> {
  const started = performance.now();
  const release = await lockDataDir(dataDir, () => undefined, LOCK_TIMING);
  const took = performance.now() - started;
  release();
  return took;
}

describe.runIf(existsSync('/proc/sys/kernel/random/boot_id'))('the data directory lock, on one machine and boot', () => {
  it('takes a lock left by a killed process at once, without waiting for it to go stale', async () => {
    const dataDir = freshDir();
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const pid = child.pid ?? 0;
    const start = startTime(pid);
    child.kill('SIGKILL');
    await exited;
    writeLock(dataDir, pid, start);
    expect(await timedLock(dataDir)).toBeLessThan(LOCK_TIMING.staleAfterMs / 5);
  });

  it('takes at once a lock whose process id now belongs to another process', async () => {
    const dataDir = freshDir();
    // This very process, but started at another tick: the id was reused.
    writeLock(dataDir, process.pid, String(Number(startTime(process.pid)) + 1));
    expect(await timedLock(dataDir)).toBeLessThan(LOCK_TIMING.staleAfterMs / 5);
  });

  it('refuses at once while the process that wrote the lock is alive', async () => {
    const dataDir = freshDir();
    writeLock(dataDir, process.pid, startTime(process.pid));
    const started = performance.now();
    await expect(lockDataDir(dataDir, () => undefined, LOCK_TIMING)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dataDir, () => undefined, LOCK_TIMING)).rejects.toThrow(
      /Another Larder server \(on .+, process 1, since .+\) is already using the data directory/,
    );
    expect(performance.now() - started).toBeLessThan(LOCK_TIMING.staleAfterMs / 5);
    expect(JSON.parse(readFileSync(join(dataDir, 'larder.lock'), 'utf8'))).toMatchObject({ owner: 'earlier' });
  });
});
