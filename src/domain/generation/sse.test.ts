import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseDecoder, parseSseBlock, sseFrame } from './sse';

describe('reading one event block', () => {
  it.each([
    ['a named event', 'event: meal\ndata: {"n":1}', { event: 'meal', data: '{"n":1}' }],
    ['an unnamed event', 'data: hello', { event: 'message', data: 'hello' }],
    ['data over several lines', 'event: done\ndata: {"a":\ndata: 1}', { event: 'done', data: '{"a":\n1}' }],
    ['only one space dropped after the colon', 'data:  two spaces', { event: 'message', data: ' two spaces' }],
    ['no space after the colon', 'event:stage\ndata:{}', { event: 'stage', data: '{}' }],
    ['a comment and an id among the lines', ': note\nid: 7\nevent: meal\ndata: x', { event: 'meal', data: 'x' }],
  ])('%s', (_, block, expected) => {
    expect(parseSseBlock(block)).toEqual(expected);
  });

  it.each([
    ['a keep-alive comment', ': ping'],
    ['a name without data', 'event: meal'],
    ['an empty block', ''],
  ])('finds no event in %s', (_, block) => {
    expect(parseSseBlock(block)).toBeUndefined();
  });
});

describe('reading a stream in chunks', () => {
  it('gives each event once it is complete, whatever the chunks', () => {
    const text = 'event: stage\ndata: {"s":1}\n\n: ping\n\nevent: meal\ndata: {"m":2}\n\nevent: done\ndata: {}\n\n';
    const expected = [
      { event: 'stage', data: '{"s":1}' },
      { event: 'meal', data: '{"m":2}' },
      { event: 'done', data: '{}' },
    ];
    for (let size = 1; size <= text.length; size += 1) {
      const decoder = createSseDecoder();
      const events = [];
      for (let at = 0; at < text.length; at += size) events.push(...decoder.push(text.slice(at, at + size)));
      expect(events, `chunks of ${size}`).toEqual(expected);
      expect(decoder.pending).toBe('');
    }
  });

  it('reads CRLF line ends, even one split between two chunks', () => {
    const decoder = createSseDecoder();
    expect(decoder.push('event: meal\r\ndata: 1\r\n\r')).toEqual([]);
    expect(decoder.push('\nevent: done\r\ndata: 2\r\n\r\n')).toEqual([
      { event: 'meal', data: '1' },
      { event: 'done', data: '2' },
    ]);
  });

  it('keeps an unfinished event pending', () => {
    const decoder = createSseDecoder();
    expect(decoder.push('event: meal\ndata: {"half":')).toEqual([]);
    expect(decoder.pending).toBe('event: meal\ndata: {"half":');
  });
});

describe('writing one event', () => {
  /** How Hono's writeSSE lays out an event (hono/helper/streaming/sse). */
  const honoFrame = (event: string, data: string) =>
    `event: ${event}\n${data
      .split(/\r\n|\r|\n/)
      .map((line) => `data: ${line}`)
      .join('\n')}\n\n`;

  it('lays it out as writeSSE does, and reads back as it was written', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.string({ unit: fc.constantFrom('a', 'é', '{', '"', ':', ' ', '\n', '\r', '\u2028') }),
        (event, data) => {
          const frame = sseFrame(event, data);
          expect(frame).toBe(honoFrame(event, data));
          expect(createSseDecoder().push(frame)).toEqual([{ event, data: data.replace(/\r\n|\r/g, '\n') }]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses an event name with a line end', () => {
    expect(() => sseFrame('meal\ndata: x', '{}')).toThrow();
  });
});
