import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { mealShapeSchema, type Meal } from '../meal/meal';
import { generationEventJson, memoMealJson } from './event-json';
import { CATALOG_REASONS, type GenerationEvent } from './generation';

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

describe("an event's data as JSON", () => {
  it('is exactly what JSON.stringify writes, for any event', () => {
    fc.assert(
      fc.property(eventArbitrary, (event) => {
        expect(generationEventJson(event, memoMealJson())).toBe(JSON.stringify(event.data));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a meal once for a stream, however often it is sent', () => {
    const meal = mealShapeSchema.parse({ id: 'a', name: 'Soup', description: '' });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const mealJson = memoMealJson();
      generationEventJson({ event: 'meal', data: { meal } }, mealJson);
      generationEventJson({ event: 'done', data: { meals: [meal], notices: [], provider: 'catalog' } }, mealJson);
      expect(stringify.mock.calls.filter(([value]) => value === meal)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('is still right when the meals do not come first', () => {
    const meal = mealShapeSchema.parse({ id: 'a', name: 'Soup', description: '' });
    const data = { provider: 'catalog' as const, notices: ['x'], meals: [meal] };
    expect(generationEventJson({ event: 'done', data }, memoMealJson())).toBe(JSON.stringify(data));
  });
});
