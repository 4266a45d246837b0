import * as z from 'zod/mini';
import { ERROR_TYPES } from '../errors/error-toasts';
import { mealSchema } from '../meal/meal';
import { preferencesSchema } from '../preferences/preferences';
import { CATALOG_REASONS, INVALID_PREFERENCES_MESSAGE, MAX_GENERATION_COUNT } from './generation';

/**
 * The schemas of POST /api/generations: the request the server reads and the events it writes.
 * Apart from generation.ts's rules and texts, so a page loads them (and the meal's schema) when a
 * generation starts, not with the page.
 */
export const generationRequestSchema = z.object({
  preferences: z.pipe(
    z
      .unknown()
      .check(
        z.refine(
          (value) =>
            typeof value === 'object' &&
            value !== null &&
            typeof (value as { mealCount?: { main?: unknown } }).mealCount === 'object' &&
            (value as { mealCount: { main?: unknown } }).mealCount?.main !== undefined,
          INVALID_PREFERENCES_MESSAGE,
        ),
      ),
    preferencesSchema,
  ),
  count: z.int().check(z.minimum(1), z.maximum(MAX_GENERATION_COUNT)),
  excludeIds: z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500)), []),
  /** Dishes the cook asked never to see again, by name: a model's meals have no ids to match. */
  avoidNames: z._default(z.array(z.string().check(z.trim(), z.maxLength(160))).check(z.maxLength(500)), []),
});
export type GenerationRequest = z.infer<typeof generationRequestSchema>;

/** The events of POST /api/generations, one schema for the server that writes and the web that reads. */
export const generationEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('stage'), data: z.object({ stage: z.string(), percent: z.number() }) }),
  /** Waiting for a free slot; position 1 is next. Sent again whenever the position changes. */
  z.object({ event: z.literal('queued'), data: z.object({ position: z.int().check(z.minimum(1)) }) }),
  /** The server is about to try again (spec §4 'Retrying meal generation'): attempt 2 of 3, say. */
  z.object({ event: z.literal('retry'), data: z.object({ attempt: z.int().check(z.minimum(2)), attempts: z.int().check(z.minimum(2)) }) }),
  z.object({ event: z.literal('meal'), data: z.object({ meal: mealSchema }) }),
  z.object({ event: z.literal('image'), data: z.object({ mealId: z.string(), imageUrl: z.string() }) }),
  z.object({
    event: z.literal('done'),
    data: z.object({
      meals: z.array(mealSchema),
      notices: z._default(z.array(z.string()), []),
      provider: z.enum(['catalog', 'openai']),
      catalogReason: z.optional(z.object({ reason: z.enum(CATALOG_REASONS), message: z.string() })),
    }),
  }),
  z.object({ event: z.literal('error'), data: z.object({ type: z.enum(ERROR_TYPES), message: z.string() }) }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;
