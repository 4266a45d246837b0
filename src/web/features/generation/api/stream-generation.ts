import { OWN_API_KEY_HEADER, generationEventSchema, type GenerationEvent } from '../../../../domain/generation';
import type { Preferences } from '../../../../domain/preferences';
import { apiFetch, unwrap } from '../../../lib/api-client';

export type GenerationCall = {
  preferences: Preferences;
  count: number;
  excludeIds: readonly string[];
  avoidNames: readonly string[];
  /** The cook's own AI key, kept in this browser (DESIGN §6.8): sent with this request only. */
  apiKey: string | undefined;
  signal: AbortSignal;
};

function parseBlock(block: string): GenerationEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return undefined;
  try {
    const parsed = generationEventSchema.safeParse({ event, data: JSON.parse(data.join('\n')) });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/generations and hand each server-sent event to `onEvent` as it arrives, validated
 * with the shared schema. A refusal before the stream (400, 429), a lost connection or the long
 * time limit (spec §9: generation uses the long one) throws an ApiError.
 */
export async function streamGeneration(call: GenerationCall, onEvent: (event: GenerationEvent) => void): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (call.apiKey) headers[OWN_API_KEY_HEADER] = call.apiKey;
  const response = await apiFetch('/api/generations', {
    method: 'POST',
    headers,
    body: JSON.stringify({ preferences: call.preferences, count: call.count, excludeIds: call.excludeIds, avoidNames: call.avoidNames }),
    signal: call.signal,
    timeout: 'long',
  });
  if (!response.ok || !response.body) {
    await unwrap(Promise.resolve(response));
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = parseBlock(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (event) onEvent(event);
      boundary = buffer.indexOf('\n\n');
    }
  }
}
