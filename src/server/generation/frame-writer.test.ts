import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FRAME_HIGH_WATER_BYTES, createFrameWriter } from './frame-writer';

const bytes = (text: string) => [new TextEncoder().encode(text)];
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

/** A writer whose writes are recorded, each taking a turn of the event loop. */
function recorded() {
  const chunks: string[] = [];
  const writer = createFrameWriter(async (chunk) => {
    chunks.push(text(chunk));
    await nextTurn();
  });
  return { chunks, writer };
}

describe('the frame writer', () => {
  it('writes the frames sent in one turn as one chunk, in order', async () => {
    const { chunks, writer } = recorded();
    for (const frame of ['a', 'b', 'c']) await writer.send(bytes(frame));
    expect(chunks).toEqual([]);
    await writer.drain();
    expect(chunks).toEqual(['abc']);
  });

  it('writes what waits at once when drained, without waiting for the end of the turn', async () => {
    const { chunks, writer } = recorded();
    await writer.send(bytes('a'));
    await writer.send(bytes('b'));
    const drained = writer.drain();
    await Promise.resolve();
    expect(chunks).toEqual(['ab']);
    await drained;
    await nextTurn();
    expect(chunks).toEqual(['ab']);
  });

  it('writes frames of later turns as later chunks, never out of order', async () => {
    const { chunks, writer } = recorded();
    await writer.send(bytes('1'));
    await nextTurn();
    await writer.send(bytes('2'));
    await writer.send(bytes('3'));
    await nextTurn();
    await nextTurn();
    await writer.send(bytes('4'));
    await writer.drain();
    expect(chunks.join('')).toBe('1234');
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('makes a sender wait once more than the high-water mark waits to be written', async () => {
    const { chunks, writer } = recorded();
    const big = new Uint8Array(FRAME_HIGH_WATER_BYTES).fill(0x61);
    await writer.send([big]);
    expect(chunks).toEqual([]);
    await writer.send(bytes('b'));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toHaveLength(FRAME_HIGH_WATER_BYTES + 1);
  });

  it('writes a frame sent in pieces as one', async () => {
    const { chunks, writer } = recorded();
    await writer.send([...bytes('event: a\n'), ...bytes('data: 1\n\n')]);
    await writer.drain();
    expect(chunks).toEqual(['event: a\ndata: 1\n\n']);
  });

  it('has nothing to drain when nothing was sent', async () => {
    const { chunks, writer } = recorded();
    await writer.drain();
    expect(chunks).toEqual([]);
  });
});
