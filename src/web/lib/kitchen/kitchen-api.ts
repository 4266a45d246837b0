import { kitchenPullSchema, kitchenPushResultSchema, type KitchenPush } from '../../../domain/kitchen/sync';
import { apiFetch, errorFromResponse } from '../api-client';
import type { KitchenTransport } from './sync-engine';

async function call(input: string, init: RequestInit): Promise<unknown> {
  const response = await apiFetch(input, { cache: 'no-store', ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (!response.ok) throw await errorFromResponse(response);
  return response.json();
}

/**
 * The account's kitchen over HTTP: `GET /api/kitchen?since=` and `POST /api/kitchen/changes`,
 * each answer checked with the sync contract's own schemas (src/domain/kitchen/sync.ts), which
 * the server's routes validate and answer with too.
 */
export const kitchenTransport: KitchenTransport = {
  async pull(since) {
    const query = since === null ? '' : `?since=${encodeURIComponent(since)}`;
    return kitchenPullSchema.parse(await call(`/api/kitchen${query}`, { method: 'GET' }));
  },
  async push(body: KitchenPush) {
    const answer = await call('/api/kitchen/changes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return kitchenPushResultSchema.parse(answer);
  },
};
