import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBuiltServer, startServerProcess } from '../../tests/support/server-process';
import { freePort } from '../../tests/support/tcp-proxy';

/** The start line the server logs once listening, as JSON. */
async function startLine(output: () => string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const line = output()
      .split('\n')
      .find((text) => text.includes('Larder is listening'));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server logged no start line:\n${output()}`);
}

// The bundled server keeps code shared with the backup tool in dist/server/chunks: what it finds
// from its own file (the database template, the web app) must still be found from there.
describe.skipIf(!hasBuiltServer())('the built server on a new data folder', () => {
  it('makes the embedded database from the build’s template and serves the web app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-built-'));
    const port = await freePort();
    const server = await startServerProcess({
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    try {
      expect(await startLine(server.output)).toMatchObject({ database: 'pglite', newDatabase: 'template' });
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Larder — weekly meal planner</title>');
    } finally {
      expect(await server.stop()).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
