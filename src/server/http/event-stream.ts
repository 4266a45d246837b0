import type { Context } from 'hono';

/** What a route writes an event stream with. */
export type EventStream = {
  /** Hands bytes to the answer; resolves once the reader wants more. Ignored once the client has gone. */
  write(chunk: Uint8Array): Promise<void>;
  /** Called once if the client goes away before the stream ends. */
  onAbort(listener: () => void): void;
};

/**
 * A `text/event-stream` answer written by `run`, and closed when it settles, with the headers
 * Hono's `streamSSE` sends. The bytes go on one ReadableStream, where `streamSSE` puts a
 * TransformStream and a second ReadableStream between the writer and the answer: three streams
 * and their promises for every chunk, and for every generation, where one does.
 */
export function eventStream(c: Context, run: (stream: EventStream) => Promise<void>, onError: (error: unknown) => void): Response {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  /** Writers waiting for the reader to want more. */
  let waiting: (() => void)[] = [];
  const release = () => {
    const ready = waiting;
    waiting = [];
    for (const resolve of ready) resolve();
  };
  const listeners: (() => void)[] = [];
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    pull: release,
    cancel() {
      ended = true;
      release();
      for (const listener of listeners.splice(0)) listener();
    },
  });
  const stream: EventStream = {
    async write(chunk) {
      if (ended || !controller) return;
      controller.enqueue(chunk);
      if ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    onAbort(listener) {
      listeners.push(listener);
    },
  };
  void run(stream)
    .catch(onError)
    .finally(() => {
      if (ended) return;
      ended = true;
      controller?.close();
    });
  return c.body(body, 200, {
    'Transfer-Encoding': 'chunked',
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
}
