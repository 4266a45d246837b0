import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`), as `npm start` runs it. */
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
export const hasBuiltServer = () => existsSync(BUILT_SERVER);

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/**
 * Starts `node dist/server/main.js` with only the environment given (plus PATH), and waits until
 * its health check answers 200. Its log is kept for the failure message.
 */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 30_000 } = {}): Promise<ServerProcess> {
  const url = `http://${env.HOST}:${env.PORT}`;
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}:\n${log}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) return { url, child, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server at ${url} did not become healthy in ${timeoutMs} ms:\n${log}`);
}
