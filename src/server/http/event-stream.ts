import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context } from 'hono';

/** What a route writes an event stream with. */
export type EventStream = {
  /** Hands bytes to the answer; resolves once the reader wants more. Ignored once the client has gone. */
  write(chunk: Uint8Array): Promise<void>;
  /** Called once if the client goes away before the stream ends. */
  onAbort(listener: () => void): void;
};

const HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' } as const;

/**
 * A `text/event-stream` answer written by `run`, with the headers Hono's `streamSSE` sends. What
 * `run` writes within the turn of the event loop it starts in waits; if `run` ends within that
 * turn (the catalog makes a whole generation so), the answer is those bytes, whole, with their
 * length: no stream to set up or read, for the server nor for the client. Otherwise the answer
 * streams: the bytes so far, then each as it is written, on one ReadableStream (where `streamSSE`
 * puts a TransformStream and a second ReadableStream between the writer and the answer), closed
 * when `run` ends.
 */
export async function eventStream(
  c: Context,
  run: (stream: EventStream) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<Response> {
  const early: Uint8Array[] = [];
  // Set once the answer streams; until then what is written waits in `early`.
  let streaming: EventStream['write'] | undefined = undefined;
  const listeners: (() => void)[] = [];
  const running = run({
    write: async (chunk) => {
      if (streaming) await streaming(chunk);
      else early.push(chunk);
    },
    onAbort: (listener) => {
      listeners.push(listener);
    },
  }).then(
    () => true,
    (error: unknown) => {
      onError(error);
      return true;
    },
  );
  if (await Promise.race([running, nextTurn(false)])) return c.body(Buffer.concat(early), 200, HEADERS);

  let ended = false;
  /** Writers waiting for the reader to want more. */
  let waiting: (() => void)[] = [];
  const release = () => {
    const ready = waiting;
    waiting = [];
    for (const resolve of ready) resolve();
  };
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      for (const chunk of early) streamController.enqueue(chunk);
    },
    pull: release,
    cancel() {
      ended = true;
      release();
      for (const listener of listeners.splice(0)) listener();
    },
  });
  streaming = async (chunk) => {
    if (ended || !controller) return;
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  void running.then(() => {
    if (ended) return;
    ended = true;
    controller?.close();
  });
  return c.body(body, 200, { ...HEADERS, 'Transfer-Encoding': 'chunked' });
}
