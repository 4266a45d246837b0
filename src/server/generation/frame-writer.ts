/** Bytes held back before a sender waits for them to be written (the catalog's whole answer fits). */
export const FRAME_HIGH_WATER_BYTES = 256 * 1024;

export type FrameWriter = {
  /** Queues a frame (in pieces); resolves at once unless more than FRAME_HIGH_WATER_BYTES wait to be written. */
  send(frame: readonly Uint8Array[]): Promise<void>;
  /** Writes what waits now, and resolves once every frame sent so far has been written. */
  drain(): Promise<void>;
};

/**
 * Writes an event stream's frames in order, those sent in one turn of the event loop together as
 * one chunk: the catalog's sixteen events of a generation go out as one chunk of the HTTP answer
 * instead of sixteen, each of which cost both ends a pass through their streams. A frame waits
 * for nothing but the end of its turn, so a model's meal still goes the moment it exists; and
 * `drain` (the generation has ended) writes at once, so an answer made within one turn goes
 * before the server turns to the next request, and the client reads it meanwhile.
 */
export function createFrameWriter(write: (chunk: Uint8Array) => Promise<unknown>): FrameWriter {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let written: Promise<void> = Promise.resolve();
  let turnEnding = false;

  const flush = async () => {
    if (pending.length === 0) return;
    const frames = pending;
    const size = pendingBytes;
    pending = [];
    pendingBytes = 0;
    // One copy, into memory that is not zeroed first.
    await write(frames.length === 1 && frames[0] ? frames[0] : Buffer.concat(frames, size));
  };
  const writePending = () => {
    written = written.then(flush);
    return written;
  };

  return {
    async send(frame) {
      for (const piece of frame) {
        pending.push(piece);
        pendingBytes += piece.byteLength;
      }
      if (!turnEnding) {
        turnEnding = true;
        setImmediate(() => {
          turnEnding = false;
          writePending().catch(() => undefined);
        });
      }
      if (pendingBytes > FRAME_HIGH_WATER_BYTES) await writePending();
    },
    drain: writePending,
  };
}
