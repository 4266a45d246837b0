import {
  OWN_API_KEY_HEADER,
  createSseDecoder,
  generationEventSchema,
  type GenerationEvent,
  type SseMessage,
} from '../../../../domain/generation';
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

/** An event the page knows, or undefined for one it does not (a newer server's, or a broken one). */
function generationEventOf({ event, data }: SseMessage): GenerationEvent | undefined {
  try {
    const parsed = generationEventSchema.safeParse({ event, data: JSON.parse(data) });
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
  const decoder = createSseDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const message of decoder.push(value)) {
      const event = generationEventOf(message);
      if (event) onEvent(event);
    }
  }
}
