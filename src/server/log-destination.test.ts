import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogDestination, type LogStream } from './log-destination';

/** A stream whose reader can stop: written lines wait in `waiting` until `drain()` lets them through. */
function stallingStream() {
  const events = new EventEmitter();
  const written: string[] = [];
  let waiting: string[] = [];
  const stream: LogStream & { written: string[]; drain(): void; fail(): void } = {
    written,
    write(chunk) {
      waiting.push(chunk);
      return false;
    },
    get writableLength() {
      return waiting.reduce((sum, line) => sum + line.length, 0);
    },
    once: (event, listener) => events.once(event, listener),
    on: (event, listener) => events.on(event, listener),
    drain() {
      written.push(...waiting);
      waiting = [];
      events.emit('drain');
    },
    fail() {
      events.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  };
  return stream;
}

const line = (n: number) => `${JSON.stringify({ level: 30, msg: `request ${n}` })}\n`;

describe('the log destination', () => {
  it('queues no more than its buffer while the reader is stalled: later lines are dropped and counted, never blocking', () => {
    const stream = stallingStream();
    const destination = createLogDestination(stream, { maxBytes: 10 * line(0).length });
    for (let n = 0; n < 25; n += 1) destination.write(line(n));
    expect(stream.writableLength).toBeLessThanOrEqual(10 * line(0).length);
    expect(destination.dropped).toBe(15);
  });

  it('says how many lines were lost once the reader catches up, and writes again', () => {
    const stream = stallingStream();
    const destination = createLogDestination(stream, { maxBytes: 3 * line(0).length });
    for (let n = 0; n < 8; n += 1) destination.write(line(n));
    stream.drain(); // the reader catches up: the count of lost lines is written
    stream.drain();
    destination.write(line(99));
    stream.drain();
    const text = stream.written.join('');
    expect(text).toContain('request 0');
    expect(text).not.toContain('request 7');
    expect(text).toContain('"droppedLines":5');
    expect(text).toContain('5 log lines were dropped');
    expect(text).toContain('request 99');
  });

  it('drops every line once the reader has gone (EPIPE), without throwing', () => {
    const stream = stallingStream();
    const destination = createLogDestination(stream);
    stream.fail();
    expect(() => destination.write(line(1))).not.toThrow();
    expect(destination.dropped).toBe(1);
    expect(stream.writableLength).toBe(0);
  });
});
