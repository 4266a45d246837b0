import { createSseDecoder, generationEventSchema, type GenerationEvent } from '../../src/domain/generation';

/** Reads a generation's event stream as it arrives; `stop()` hangs up, as a closed tab does. */
export function readGeneration(response: Response) {
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: GenerationEvent[] = [];
  const decoder = createSseDecoder();
  let ended = false;
  const finished = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done || value === undefined) break;
      for (const { event, data } of decoder.push(value)) events.push(generationEventSchema.parse({ event, data: JSON.parse(data) }));
    }
    ended = true;
    return events;
  })();
  return {
    events,
    finished,
    get ended() {
      return ended;
    },
    stop: () => reader.cancel(),
  };
}

export const doneOf = (events: readonly GenerationEvent[]) => {
  const done = events.find((event) => event.event === 'done');
  if (done?.event !== 'done') throw new Error(`no done event in ${events.map((event) => event.event).join(', ')}`);
  return done.data;
};
