import fc from 'fast-check';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './errors';
import { limitRequestBodies } from './body-limit';
import { BODY_LIMITS } from '../../domain/limits';

/** An app whose one route answers the body as its text, as Hono's readers give it. */
function echoApp() {
  const app = new Hono();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.use('/api/*', limitRequestBodies());
  app.post('/api/echo', async (c) => c.json({ text: await c.req.text(), json: await c.req.json().catch(() => 'not json') }));
  return app;
}

const post = (body: Uint8Array | ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  echoApp().request('/api/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('a body of declared length', () => {
  it('reads as Hono reads it, byte order mark and broken UTF-8 included, for any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.boolean(), async (bytes, bom) => {
        const body = bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]) : bytes;
        const answer = await post(body, { 'content-type': 'application/json', 'content-length': String(body.byteLength) });
        if (answer.status === 400) return;
        const { text } = (await answer.json()) as { text: string };
        expect(text).toBe(await new Response(body).text());
      }),
      { numRuns: 200 },
    );
  });

  it('parses a JSON body for the route', async () => {
    const body = new TextEncoder().encode('{"a":[1,"é"]}');
    const answer = await post(body, { 'content-type': 'application/json', 'content-length': String(body.byteLength) });
    expect(await answer.json()).toEqual({ text: '{"a":[1,"é"]}', json: { a: [1, 'é'] } });
  });

  it('refuses a declared length past the limit, and a body longer than it declares', async () => {
    const limit = BODY_LIMITS.other;
    const big = new Uint8Array(limit + 1).fill(0x20);
    expect((await post(big, { 'content-type': 'application/json', 'content-length': String(big.byteLength) })).status).toBe(413);
    expect((await post(big, { 'content-type': 'application/json', 'content-length': '2' })).status).toBe(413);
  });

  it('refuses JSON nested past the limits with a 400', async () => {
    const body = new TextEncoder().encode('['.repeat(10_000));
    const answer = await post(body, { 'content-type': 'application/json', 'content-length': String(body.byteLength) });
    expect(answer.status).toBe(400);
  });
});

describe('a body of undeclared length', () => {
  it('is read and checked as it arrives', async () => {
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    expect(await (await post(stream('{"b":2}'), { 'content-type': 'application/json' })).json()).toEqual({
      text: '{"b":2}',
      json: { b: 2 },
    });
    expect((await post(stream(' '.repeat(BODY_LIMITS.other + 1)), { 'content-type': 'application/json' })).status).toBe(413);
  });
});
