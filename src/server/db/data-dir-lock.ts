import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, rmdirSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `Another Larder server${holder ? ` (${holder})` : ''} is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type LockTiming = {
  /** How often the holder touches the lock. */
  heartbeatMs: number;
  /** A lock untouched this long was left by a server that stopped without letting go. */
  staleAfterMs: number;
};

export const LOCK_TIMING: LockTiming = { heartbeatMs: 1_000, staleAfterMs: 10_000 };

/**
 * Who a process is on this machine, beyond its id: the kernel's boot id and the process's start
 * time (clock ticks since boot, /proc/<pid>/stat field 22). Ids repeat (in a container the server
 * is process 1 on every start); the same id started at the same tick of the same boot does not.
 * Undefined where there is no /proc (not Linux): the lock then rests on its heartbeat alone.
 */
type ProcessIdentity = { boot: string; pid: number; start: string };

/** The state and start time in a /proc/<pid>/stat line; the name in brackets may hold spaces. */
function parseStat(stat: string): { pid: number; state: string; start: string } | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const pid = Number.parseInt(stat, 10);
  // Fields from the third on follow the bracketed name: state is field 3, start time field 22.
  const rest = stat.slice(close + 2).split(' ');
  const state = rest[0];
  const start = rest[19];
  return state && start && Number.isInteger(pid) ? { pid, state, start } : undefined;
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function ownIdentity(): ProcessIdentity | undefined {
  const boot = readBootId();
  if (!boot) return undefined;
  try {
    // The id from /proc rather than process.pid: the one /proc/<pid> is found under.
    const stat = parseStat(readFileSync('/proc/self/stat', 'utf8'));
    return stat ? { boot, pid: stat.pid, start: stat.start } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names is alive, judged at once: 'gone' when it is on this boot of
 * this machine and no live process has its id and start time (a zombie is gone too: it holds no
 * files); 'unknown' when the lock was written elsewhere (another host, another boot, or an old
 * lock without the identity), where only the heartbeat can tell.
 */
function ownerState(holder: Partial<Holder>, me: ProcessIdentity | undefined): 'alive' | 'gone' | 'unknown' {
  const recorded = holder.process;
  if (!me || !recorded || holder.host !== hostname() || recorded.boot !== me.boot) return 'unknown';
  let stat: string;
  try {
    stat = readFileSync(`/proc/${recorded.pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return 'gone';
    return 'unknown';
  }
  const now = parseStat(stat);
  if (!now) return 'unknown';
  return now.start === recorded.start && now.state !== 'Z' && now.state !== 'X' ? 'alive' : 'gone';
}

type Holder = { owner: string; host: string; pid: number; since: string; process?: ProcessIdentity };

function readHolder(path: string): { holder: Partial<Holder>; touchedMs: number } | undefined {
  try {
    const touchedMs = statSync(path).mtimeMs;
    let holder: Partial<Holder> = {};
    try {
      holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    } catch {
      // Just created, not yet written: judged by its time alone.
    }
    return { holder, touchedMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const describe = (holder: Partial<Holder>) =>
  holder.host ? `on ${holder.host}${holder.pid ? `, process ${holder.pid}` : ''}${holder.since ? `, since ${holder.since}` : ''}` : '';

function tryCreate(path: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock that is still the stale one we judged, under a takeover guard (an exclusive
 * directory), so of several servers finding the same stale lock only one removes it; they then
 * race to create a new one, which only one can.
 */
function removeIfStale(path: string, seen: { touchedMs: number; owner?: string }, timing: LockTiming): void {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another server is taking over; a guard left by one that died meanwhile is cleared once stale.
    const age = Date.now() - (readHolder(guard)?.touchedMs ?? Date.now());
    if (age > timing.staleAfterMs) rmSync(guard, { recursive: true, force: true });
    return;
  }
  try {
    const now = readHolder(path);
    if (now && now.touchedMs === seen.touchedMs && now.holder.owner === seen.owner) rmSync(path, { force: true });
  } finally {
    rmdirSync(guard);
  }
}

/**
 * The process id a live server holding the data folder's lock wrote in it (its lock touched within
 * the stale time), for `npm run backup` on the same machine; undefined when no server holds it.
 */
export function lockHolder(dataDir: string, timing: LockTiming = LOCK_TIMING): number | undefined {
  const found = readHolder(join(dataDir, 'larder.lock'));
  if (!found || Date.now() - found.touchedMs > timing.staleAfterMs) return undefined;
  if (ownerState(found.holder, ownIdentity()) === 'gone') return undefined;
  return found.holder.pid;
}

/**
 * PGlite takes no lock on its files, and two processes writing one data directory corrupt it.
 * The server holds this lock for as long as it runs. It does not rest on process ids (servers in
 * two containers sharing a volume cannot see each other's, and both may be process 1): the holder
 * touches the lock every second (from a thread of its own), a server finding a lock that is still being touched refuses to
 * start, and one left untouched for ten seconds (its server stopped without letting go) is taken
 * over. On the same host and boot the wait is skipped: the lock records its owner's boot id and
 * start time beside its pid, so a lock whose owner is no longer that live process (a hard kill,
 * even with the id reused, as process 1 in a restarted container) is taken at once, and a live
 * owner is refused at once. Containers sharing a volume have their own host names (their
 * default), which keeps them on the heartbeat. Creating the lock is exclusive, so of two servers starting at once only one gets it.
 * `onLost` is called if the lock is ever found taken by another (the server must stop at once).
 */
export async function lockDataDir(dataDir: string, onLost: () => void, timing: LockTiming = LOCK_TIMING): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'larder.lock');
  const identity = ownIdentity();
  const me: Holder = { owner: randomUUID(), host: hostname(), pid: process.pid, since: new Date().toISOString(), process: identity };
  const pollMs = Math.max(50, Math.floor(timing.heartbeatMs / 4));

  for (;;) {
    if (tryCreate(path, me)) break;
    const first = readHolder(path);
    if (!first) continue;
    // On this machine and boot the owner's liveness is known at once, without waiting for staleness.
    const owner = ownerState(first.holder, identity);
    if (owner === 'alive') throw new DataDirLockedError(dataDir, describe(first.holder));
    if (owner === 'gone') {
      removeIfStale(path, { touchedMs: first.touchedMs, owner: first.holder.owner }, timing);
      // Another server is taking it over: give it a moment rather than spin.
      if (readHolder(path)?.holder.owner === first.holder.owner) await sleep(pollMs);
      continue;
    }
    // Watch it: a live holder touches it within a heartbeat; a dead one lets it go stale.
    let current = first;
    while (current.touchedMs === first.touchedMs && Date.now() - current.touchedMs <= timing.staleAfterMs) {
      await sleep(pollMs);
      const next = readHolder(path);
      if (!next) break;
      current = next;
    }
    const latest = readHolder(path);
    if (!latest) continue;
    if (latest.touchedMs !== first.touchedMs && latest.holder.owner === first.holder.owner && first.holder.owner !== undefined) {
      throw new DataDirLockedError(dataDir, describe(latest.holder));
    }
    if (Date.now() - latest.touchedMs > timing.staleAfterMs) {
      removeIfStale(path, { touchedMs: latest.touchedMs, owner: latest.holder.owner }, timing);
      continue;
    }
    // A new holder appeared meanwhile (or the first was still being written): look again.
  }

  // The thread is started when the lock's first touch is due rather than now: starting a Node
  // thread is about 150 ms of CPU, which on two cores took from the server's own start (a restart
  // is about 0.9 s; docs/decisions/0020-server-start.md). The lock was just written, so it is
  // fresh for the stale time whatever the main thread does until then.
  let heartbeat: Worker | undefined;
  const heartbeatDue = setTimeout(() => (heartbeat = startHeartbeat(path, me.owner, timing.heartbeatMs, onLost)), timing.heartbeatMs);
  heartbeatDue.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearTimeout(heartbeatDue);
    void heartbeat?.terminate();
    if (readHolder(path)?.holder.owner === me.owner) rmSync(path, { force: true });
  };
}

/**
 * The heartbeat runs on a thread of its own: opening PGlite (and migrating it) blocks the main
 * thread for seconds on a busy machine, and a lock not touched meanwhile would look abandoned to a
 * server starting beside this one. The thread also notices when the lock is no longer ours.
 */
function startHeartbeat(path: string, owner: string, everyMs: number, onLost: () => void): Worker {
  const worker = new Worker(
    `
    const { readFileSync, utimesSync } = require('node:fs');
    const { parentPort, workerData } = require('node:worker_threads');
    const touch = () => {
      let owner;
      try { owner = JSON.parse(readFileSync(workerData.path, 'utf8')).owner; } catch {}
      if (owner !== workerData.owner) {
        clearInterval(timer);
        parentPort.postMessage('lost');
        return;
      }
      const now = new Date();
      utimesSync(workerData.path, now, now);
    };
    const timer = setInterval(touch, workerData.everyMs);
    touch();
    `,
    { eval: true, workerData: { path, owner, everyMs }, resourceLimits: { maxOldGenerationSizeMb: 16 } },
  );
  worker.on('message', () => onLost());
  worker.on('error', () => onLost());
  worker.unref();
  return worker;
}
