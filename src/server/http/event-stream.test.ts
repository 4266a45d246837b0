import { setImmediate as nextTurn } from 'node:timers/promises';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { eventStream, type EventStream } from './event-stream';

const bytes = (text: string) => new TextEncoder().encode(text);

/** An app whose one route answers an event stream written by `run`. */
function streamApp(run: (stream: EventStream) => Promise<void>, onError = vi.fn()) {
  const app = new Hono();
  app.get('/events', (c) => eventStream(c, run, onError));
  return { onError, get: () => app.request('/events') };
}

describe('an event stream answer', () => {
  it('is whole, with its length, when its writer ends within the turn it starts in', async () => {
    const { get } = streamApp(async (stream) => {
      await stream.write(bytes('event: a\ndata: 1\n\n'));
      await stream.write(bytes('event: b\ndata: 2\n\n'));
    });
    const answer = await get();
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('transfer-encoding')).toBeNull();
    expect(await answer.text()).toBe('event: a\ndata: 1\n\nevent: b\ndata: 2\n\n');
  });

  it('streams what a longer writer writes, what it wrote in its first turn first', async () => {
    const { get } = streamApp(async (stream) => {
      await stream.write(bytes('event: a\ndata: 1\n\n'));
      await nextTurn();
      await nextTurn();
      await stream.write(bytes('event: b\ndata: 2\n\n'));
    });
    const answer = await get();
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(await answer.text()).toBe('event: a\ndata: 1\n\nevent: b\ndata: 2\n\n');
  });

  it('lets a writer wait until the reader wants more', async () => {
    let written = 0;
    const { get } = streamApp(async (stream) => {
      await nextTurn();
      await nextTurn();
      for (const text of ['1', '2', '3']) {
        await stream.write(bytes(text));
        written += 1;
      }
    });
    const reader = (await get()).body?.getReader();
    if (!reader) throw new Error('no body');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written).toBe(0);
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThan(3);
    await reader.cancel();
  });

  it('tells the writer once when the client goes away, and ignores what it writes after', async () => {
    const aborted = vi.fn();
    let finished = false;
    let goOn: () => void = () => undefined;
    const { get, onError } = streamApp(async (stream) => {
      stream.onAbort(aborted);
      await nextTurn();
      await nextTurn();
      await stream.write(bytes('first'));
      await new Promise<void>((resolve) => (goOn = resolve));
      await stream.write(bytes('after'));
      finished = true;
    });
    const reader = (await get()).body?.getReader();
    if (!reader) throw new Error('no body');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    await reader.cancel();
    expect(aborted).toHaveBeenCalledTimes(1);
    goOn();
    await vi.waitFor(() => expect(finished).toBe(true));
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['within its first turn', false],
    ['later', true],
  ])('hands a writer’s failure %s to onError and ends the answer', async (_, later) => {
    const failure = new Error('broken');
    const { get, onError } = streamApp(async (stream) => {
      await stream.write(bytes('part'));
      if (later) {
        await nextTurn();
        await nextTurn();
      }
      throw failure;
    });
    expect(await (await get()).text()).toBe('part');
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
