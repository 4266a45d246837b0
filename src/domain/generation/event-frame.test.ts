import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { mealShapeSchema, type Meal } from '../meal/meal';
import { asciiJson, generationEventFrame, memoMealBytes } from './event-frame';
import { CATALOG_REASONS } from './generation';
import type { GenerationEvent } from './generation-schema';
import { createSseDecoder, sseFrame } from './sse';

/** Any text, line ends, quotes, U+2028 and lone surrogates among it. */
const text = fc.string({ unit: 'binary', maxLength: 40 });

const mealArbitrary: fc.Arbitrary<Meal> = fc
  .record(
    {
      id: text.filter((value) => value.trim().length > 0),
      name: text.filter((value) => value.trim().length > 0),
      description: text,
      imageUrl: text,
      imageLoading: fc.boolean(),
      totalMinutes: fc.integer({ min: 0, max: 600 }),
      pricePence: fc.integer({ min: 0, max: 10_000 }),
      instructions: fc.array(text, { maxLength: 4 }),
      tags: fc.array(
        text.map((value) => value.slice(0, 40)),
        { maxLength: 3 },
      ),
      cuisine: text,
      ingredients: fc.array(fc.record({ name: text.filter((value) => value.trim().length > 0), note: text }, { requiredKeys: ['name'] }), {
        maxLength: 5,
      }),
      leftovers: fc.record({ fridgeDays: fc.integer({ min: 0, max: 7 }), freezes: fc.boolean() }),
    },
    { requiredKeys: ['id', 'name', 'description'] },
  )
  .map((meal) => mealShapeSchema.parse(meal));

const eventArbitrary: fc.Arbitrary<GenerationEvent> = fc.oneof(
  fc.record({ event: fc.constant('meal' as const), data: fc.record({ meal: mealArbitrary }) }),
  fc.record({
    event: fc.constant('done' as const),
    data: fc.record(
      {
        meals: fc.array(mealArbitrary, { maxLength: 4 }),
        notices: fc.array(text, { maxLength: 3 }),
        provider: fc.constantFrom('catalog' as const, 'openai' as const),
        catalogReason: fc.record({ reason: fc.constantFrom(...CATALOG_REASONS), message: text }),
      },
      { requiredKeys: ['meals', 'notices', 'provider'] },
    ),
  }),
  fc.record({ event: fc.constant('stage' as const), data: fc.record({ stage: text, percent: fc.integer() }) }),
  fc.record({ event: fc.constant('image' as const), data: fc.record({ mealId: text, imageUrl: text }) }),
);

const encoder = new TextEncoder();
/** JSON.stringify's text with each character past ASCII as its escape, written independently of asciiJson. */
const escaped = (value: unknown) =>
  JSON.stringify(value)
    .split('')
    .map((unit) => (unit.charCodeAt(0) < 0x80 ? unit : `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`))
    .join('');
/** The data as JSON, in writeSSE's frame. */
const expected = (event: GenerationEvent) => encoder.encode(sseFrame(event.event, escaped(event.data)));
/** Byte for byte (toEqual walks a Uint8Array element by element, slowly), showing the text when they differ. */
const expectSameBytes = (pieces: Uint8Array | readonly Uint8Array[], wanted: Uint8Array) => {
  const actual = pieces instanceof Uint8Array ? pieces : Buffer.concat(pieces);
  if (!Buffer.from(actual).equals(Buffer.from(wanted))) expect(new TextDecoder().decode(actual)).toBe(new TextDecoder().decode(wanted));
  expect(actual.byteLength).toBe(wanted.byteLength);
};
const soup = () => mealShapeSchema.parse({ id: 'a', name: 'Soup – leek', description: 'Warm £2' });

describe('an event as its stream carries it', () => {
  it('is byte for byte the frame of its data as JSON, all in ASCII, and reads back as the data, for any event', () => {
    fc.assert(
      fc.property(eventArbitrary, fc.boolean(), (event, frozen) => {
        const meals = event.event === 'meal' ? [event.data.meal] : event.event === 'done' ? event.data.meals : [];
        if (frozen) meals.forEach((meal) => Object.freeze(meal));
        const shared = new WeakMap<Meal, Uint8Array>();
        const frame = Buffer.concat(generationEventFrame(event, memoMealBytes(shared)));
        expectSameBytes(frame, expected(event));
        expect(frame.every((byte) => byte < 0x80)).toBe(true);
        const [message] = createSseDecoder().push(new TextDecoder().decode(frame));
        expect(message?.event).toBe(event.event);
        expect(JSON.parse(message?.data ?? '')).toEqual(JSON.parse(JSON.stringify(event.data)));
        // Again, from the bytes the first stream kept.
        expectSameBytes(generationEventFrame(event, memoMealBytes(shared)), expected(event));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a meal once for a stream, however often it is sent', () => {
    const meal = soup();
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const mealBytes = memoMealBytes();
      generationEventFrame({ event: 'meal', data: { meal } }, mealBytes);
      generationEventFrame({ event: 'done', data: { meals: [meal, meal], notices: [], provider: 'catalog' } }, mealBytes);
      expect(stringify.mock.calls.filter(([value]) => value === meal)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('shares the bytes of a frozen meal between streams, and never those of one that can change', () => {
    const shared = new WeakMap<Meal, Uint8Array>();
    const frozen = Object.freeze(soup());
    const open = soup();
    expect(memoMealBytes(shared)(frozen)).toBe(memoMealBytes(shared)(frozen));
    const first = memoMealBytes(shared)(open);
    open.name = 'Soup, changed';
    expect(new TextDecoder().decode(memoMealBytes(shared)(open))).toBe(asciiJson(open));
    expect(first).not.toEqual(memoMealBytes(shared)(open));
  });

  it('is still right when the meals do not come first', () => {
    const event: GenerationEvent = { event: 'done', data: { provider: 'catalog', notices: ['x'], meals: [soup()] } };
    expectSameBytes(generationEventFrame(event, memoMealBytes()), expected(event));
  });
});

describe('JSON in ASCII', () => {
  it('reads back as JSON.stringify’s text does, and is that text when it is ASCII already', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, words) => {
        for (const input of [value, words, { words, value }]) {
          const json = asciiJson(input);
          expect(/^[\0-\x7f]*$/.test(json)).toBe(true);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(input)));
          if (/^[\0-\x7f]*$/.test(JSON.stringify(input))) expect(json).toBe(JSON.stringify(input));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('writes an en dash, a pound sign and an emoji as escapes', () => {
    expect(asciiJson({ name: 'Soup – £2 🍲' })).toBe('{"name":"Soup \\u2013 \\u00a32 \\ud83c\\udf72"}');
  });
});
