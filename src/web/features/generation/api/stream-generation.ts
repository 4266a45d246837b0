import type { GenerationEvent, generationEventSchema } from '../../../../domain/generation/generation-schema';
import { OWN_API_KEY_HEADER } from '../../../../domain/generation/own-api-key';
import { createSseDecoder, type SseMessage } from '../../../../domain/generation/sse';
import type { Preferences } from '../../../../domain/preferences';
import { ApiError, apiFetch, unwrap } from '../../../lib/api-client';

export type GenerationCall = {
  preferences: Preferences;
  count: number;
  excludeIds: readonly string[];
  avoidNames: readonly string[];
  /** The cook's own AI key, kept in this browser (docs/design.md §6.8): sent with this request only. */
  apiKey: string | undefined;
  signal: AbortSignal;
};

type EventSchema = typeof generationEventSchema;

/**
 * The events' schema holds the meal's: the page loads it when a generation starts, alongside the
 * request, rather than with the page. A failed load is a lost connection, as the request's is.
 */
function loadEventSchema(): Promise<EventSchema> {
  return import('../../../../domain/generation/generation-schema').then(
    (module) => module.generationEventSchema,
    () => Promise.reject(ApiError.network()),
  );
}

/** An event the page knows, or undefined for one it does not (a newer server's, or a broken one). */
function generationEventOf(schema: EventSchema, { event, data }: SseMessage): GenerationEvent | undefined {
  try {
    const parsed = schema.safeParse({ event, data: JSON.parse(data) });
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
  const schemaLoad = loadEventSchema();
  // Settled here so that a load failing while the request is refused is not left unhandled.
  schemaLoad.catch(() => undefined);
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
  const schema = await schemaLoad;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createSseDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const message of decoder.push(value)) {
      const event = generationEventOf(schema, message);
      if (event) onEvent(event);
    }
  }
}
