import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/tcp-proxy';

/**
 * docs/design.md §8: a stalled log reader cannot freeze the server. Seen twice: a server whose output
 * went to a process that stopped reading answered nothing and ignored SIGTERM (a synchronous log
 * write retrying on a full pipe). Here the server's standard output is a pipe this test stops
 * reading once the server has started.
 */

const REQUESTS = 3_000;

describe('a server whose log reader has stopped reading', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-stalled-log-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps answering and stops within the grace period on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const running = child;
    let errors = '';
    running.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));

    // Read the output until the server says it listens; then never again.
    const stdout = running.stdout;
    if (!stdout) throw new Error('no stdout');
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        if (!seen.includes('Larder is listening')) return;
        stdout.off('data', onData);
        stdout.pause();
        resolve();
      };
      stdout.on('data', onData);
      running.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${errors}`)));
    });

    // Each request writes a log line: far more than the pipe and this side's buffer hold.
    let answered = 0;
    for (let sent = 0; sent < REQUESTS; sent += 20) {
      const batch = Array.from({ length: 20 }, () =>
        fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) answered += 1;
        }),
      );
      await Promise.all(batch);
    }
    expect(answered).toBe(REQUESTS);

    const stopping = performance.now();
    running.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 12_000))]);
    expect(code).toBe(0);
    expect(performance.now() - stopping).toBeLessThan(12_000);
  }, 180_000);
});
