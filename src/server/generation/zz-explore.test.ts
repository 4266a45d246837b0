import { it } from 'vitest';
import { startFakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient } from '../../../tests/support/http-client';
import { createTestApp } from '../../../tests/support/test-app';
import { openDatabase } from '../db/database';

it('explore', async () => {
  const database = await openDatabase({ kind: 'memory' });
  const fake = await startFakeOpenAi({ scenario: 'slow', slowMs: 5000 });
  const app = createTestApp(database, { tuning: { generationTimeoutMs: 1000, retryDelay: () => 10 }, envOverrides: { OPENAI_API_KEY: 'sk-abcdefghijkl', OPENAI_BASE_URL: fake.baseURL } });
  const t0 = performance.now();
  const res = await createClient(app, '1.2.3.4').request('/api/generations', { json: { preferences: { mealCount: { main: 3 } }, count: 3 } });
  const text = await res.text();
  console.log(text.split('\n\n').map((b) => b.slice(0, 140)).join('\n'), performance.now() - t0);
  console.log(fake.requests.map((r) => r.path));
  fake.setScenario('malformed');
  fake.clearRequests();
  const app2 = createTestApp(database, { tuning: { generationTimeoutMs: 10000, retryDelay: () => 10 }, envOverrides: { OPENAI_API_KEY: 'sk-abcdefghijkl', OPENAI_BASE_URL: fake.baseURL } });
  const res2 = await createClient(app2, '1.2.3.5').request('/api/generations', { json: { preferences: { mealCount: { main: 3 } }, count: 3 } });
  console.log((await res2.text()).split('\n\n').map((b) => b.slice(0, 140)).join('\n'));
  console.log(fake.requests.map((r) => r.path));
  await fake.close();
  await database.close();
}, 30000);
