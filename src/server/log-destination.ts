/** What the log writes to: process.stdout, or a stand-in in tests. */
export type LogStream = {
  write(chunk: string): boolean;
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

export type LogDestination = {
  write(line: string): void;
  /** Lines dropped so far because the reader of the log was not keeping up (or had gone). */
  readonly dropped: number;
};

/** Past this many bytes waiting for the reader, lines are dropped (and counted) instead of queued. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * A log destination that never blocks the event loop. pino's default writes synchronously, and
 * when the process reading the server's output stops reading, such a write (and the flush pino
 * makes on exit) waits forever: the server freezes and ignores SIGTERM. Here lines go to a stream
 * that writes asynchronously (process.stdout is asynchronous for pipes on Linux), at most
 * `maxBytes` wait for the reader, lines past that are dropped and counted, and once the reader
 * catches up a line says how many were lost. Nothing is flushed on exit.
 */
export function createLogDestination(
  stream: LogStream,
  { maxBytes = LOG_BUFFER_BYTES, describeDrop = defaultDropLine } = {},
): LogDestination {
  let dropped = 0;
  let droppedUnreported = 0;
  let waitingForDrain = false;
  let broken = false;

  stream.on('error', () => {
    // EPIPE: the reader has gone. Every later line is dropped; the process carries on.
    broken = true;
  });

  const reportWhenDrained = () => {
    if (waitingForDrain) return;
    waitingForDrain = true;
    stream.once('drain', () => {
      waitingForDrain = false;
      if (broken || droppedUnreported === 0) return;
      const count = droppedUnreported;
      droppedUnreported = 0;
      stream.write(describeDrop(count));
    });
  };

  return {
    write(line: string) {
      if (broken || stream.writableLength + line.length > maxBytes) {
        dropped += 1;
        droppedUnreported += 1;
        if (!broken) reportWhenDrained();
        return;
      }
      stream.write(line);
    },
    get dropped() {
      return dropped;
    },
  };
}

/** A pino-shaped warning (level 40), so log readers parse it like any other line. */
function defaultDropLine(count: number): string {
  return `${JSON.stringify({ level: 40, time: Date.now(), app: 'larder', droppedLines: count, msg: `${count} log lines were dropped: the log reader was not keeping up` })}\n`;
}
