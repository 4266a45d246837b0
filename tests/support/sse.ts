import { generationEventSchema, type GenerationEvent } from '../../src/domain/generation';

/** Reads a generation's event stream as it arrives; `stop()` hangs up, as a closed tab does. */
export function readGeneration(response: Response) {
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: GenerationEvent[] = [];
  let buffer = '';
  let ended = false;
  const finished = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (event) events.push(generationEventSchema.parse({ event, data: JSON.parse(data) }));
      }
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
