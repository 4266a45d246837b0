/** Seconds a client refused by a full queue is told to wait before asking again. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;

export type SlotTicket = {
  /** 0 when the slot is free at once; else the place in the queue (1 is next). */
  readonly position: number;
  /**
   * Resolves when the slot is this generation's, reporting each new place in the queue on the
   * way; rejects with the signal's reason if the signal aborts first (the place is given up).
   */
  ready(signal: AbortSignal, onPosition: (position: number) => void): Promise<void>;
  /** Gives the slot (or the place in the queue) back; safe to call more than once. */
  release(): void;
};

export type ModelSlots = {
  /** A slot or a place in the queue, or undefined when the queue is full. */
  reserve(): SlotTicket | undefined;
  readonly running: number;
  readonly waiting: number;
};

type Waiter = { admit: () => void; onPosition: (position: number) => void };

/**
 * Model generations running at once in this process (MODEL_CONCURRENCY), and a queue of at most
 * MODEL_QUEUE_LENGTH waiting for one. Per process on purpose: it protects this process's memory
 * and sockets and the model's own rate limit; the daily caps are the ones counted in the database.
 */
export function createModelSlots({ concurrency, queueLength }: { concurrency: number; queueLength: number }): ModelSlots {
  let running = 0;
  const queue: Waiter[] = [];

  const tellPositions = () => queue.forEach((waiter, index) => waiter.onPosition(index + 1));
  const admitNext = () => {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift();
      running += 1;
      next?.admit();
    }
    tellPositions();
  };

  function reserve(): SlotTicket | undefined {
    if (running < concurrency && queue.length === 0) {
      running += 1;
      let held = true;
      return {
        position: 0,
        ready: async () => undefined,
        release: () => {
          if (!held) return;
          held = false;
          running -= 1;
          admitNext();
        },
      };
    }
    if (queue.length >= queueLength) return undefined;

    let state: 'queued' | 'running' | 'done' = 'queued';
    let admitted: () => void = () => undefined;
    const admittedPromise = new Promise<void>((resolve) => (admitted = resolve));
    const waiter: Waiter = {
      admit: () => {
        state = 'running';
        admitted();
      },
      onPosition: () => undefined,
    };
    queue.push(waiter);
    const leaveQueue = () => {
      const index = queue.indexOf(waiter);
      if (index >= 0) queue.splice(index, 1);
      tellPositions();
    };
    return {
      position: queue.length,
      ready: (signal, onPosition) => {
        waiter.onPosition = onPosition;
        if (state === 'queued') onPosition(queue.indexOf(waiter) + 1);
        return new Promise<void>((resolve, reject) => {
          const onAbort = () => reject(signal.reason);
          if (signal.aborted) {
            onAbort();
            return;
          }
          signal.addEventListener('abort', onAbort, { once: true });
          void admittedPromise.then(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          });
        });
      },
      release: () => {
        if (state === 'queued') leaveQueue();
        else if (state === 'running') {
          running -= 1;
          admitNext();
        }
        state = 'done';
      },
    };
  }

  return {
    reserve,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
