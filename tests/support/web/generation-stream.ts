import type { GenerationEvent } from '../../../src/domain/generation';
import type { Meal } from '../../../src/domain/meal';
import type { Handler } from './web-harness';

/** One server-sent event of POST /api/generations, as the wire carries it. */
export type WireEvent = { [K in GenerationEvent['event']]: { event: K; data: unknown } }[GenerationEvent['event']];

export const stage = (name: string, percent: number): WireEvent => ({ event: 'stage', data: { stage: name, percent } });
export const mealEvent = (meal: Meal): WireEvent => ({ event: 'meal', data: { meal } });
export const done = (meals: Meal[], notices: string[] = []): WireEvent => ({
  event: 'done',
  data: { meals, notices, provider: 'catalog' },
});
export const failure = (type: string, message: string): WireEvent => ({ event: 'error', data: { type, message } });
export const queued = (position: number): WireEvent => ({ event: 'queued', data: { position } });
export const retry = (attempt: number, attempts = 3): WireEvent => ({ event: 'retry', data: { attempt, attempts } });

export const sseText = ({ event, data }: WireEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const sseResponse = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

/** A whole generation answered at once: every event, then the end of the stream. */
export function sseReply(...events: WireEvent[]): Response {
  const bytes = new TextEncoder().encode(events.map(sseText).join(''));
  return sseResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  );
}

/** A handler answering each request with the events `reply` gives for it (1 for the first request). */
export const streams = (reply: (attempt: number) => WireEvent[]): Handler => {
  let attempt = 0;
  return () => {
    attempt += 1;
    return sseReply(...reply(attempt));
  };
};

/**
 * A generation that stays open: the test sends events one at a time with `send`, and `close`
 * ends it. `handler` answers POST /api/generations with the open stream.
 */
export function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const handler: Handler = () => sseResponse(body);
  return {
    handler,
    send: (...events: WireEvent[]) => controller?.enqueue(encoder.encode(events.map(sseText).join(''))),
    close: () => controller?.close(),
  };
}
