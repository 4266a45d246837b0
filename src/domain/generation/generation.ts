import { z } from 'zod';
import { ERROR_TYPES } from '../errors/error-toasts';
import { mealSchema } from '../meal/meal';
import { preferencesSchema } from '../preferences/preferences';

/** Spec meal-planning-flow §4: the stages the server reports, with their percentages. */
export const GENERATION_STAGES = {
  verifying: { stage: 'Verifying configuration', percent: 30 },
  generating: { stage: 'Generating meal recipes', percent: 40 },
  processing: { stage: 'Processing meal options', percent: 50 },
  images: { stage: 'Creating images for your meals', percent: 70 },
  finalizing: { stage: 'Finalizing your meal plan', percent: 85 },
  complete: { stage: 'Complete', percent: 95 },
} as const;

/**
 * Before the spec's stages, a model generation may wait for a free slot (MODEL_CONCURRENCY): the
 * page shows this stage, with the cook's place in the queue, and its progress does not move.
 */
export function waitingStage(position: number): string {
  return position <= 1 ? 'Waiting for a free slot: you are next' : `Waiting for a free slot: number ${position} in the queue`;
}

/** Why meals came from the catalog although the server has a model (GENERATION_ACCESS, daily caps). */
export const CATALOG_REASONS = ['account_required', 'user_daily_limit', 'daily_limit'] as const;
export type CatalogReason = (typeof CATALOG_REASONS)[number];

/** What the page says about those meals; `perCookLimit` is MODEL_DAILY_LIMIT_PER_USER. */
export function catalogReasonMessage(reason: CatalogReason, perCookLimit = 0): string {
  switch (reason) {
    case 'account_required':
      return "AI meal suggestions are for signed-in cooks, so these come from Larder's own recipe catalog. Sign in to get suggestions from the AI model.";
    case 'user_daily_limit':
      return `You have had today's ${perCookLimit.toLocaleString('en-GB')} AI meal suggestions, so these come from Larder's own recipe catalog. AI suggestions are back tomorrow.`;
    case 'daily_limit':
      return 'Larder has made as many AI meal suggestions today as this server allows, so these come from its own recipe catalog. AI suggestions are back tomorrow.';
  }
}

export const GENERATION_TIMEOUT_MS = 120_000;
export const GENERATION_ATTEMPTS = 3;
export const MAX_GENERATION_COUNT = 14;
export const INVALID_PREFERENCES_MESSAGE = 'Invalid meal preferences configuration';

/** The header a cook's own AI key travels in (DESIGN §6.8): used for that request only, never kept. */
export const OWN_API_KEY_HEADER = 'x-openai-key';
export const OWN_API_KEY_MIN_LENGTH = 8;
export const OWN_API_KEY_MAX_LENGTH = 300;

/** Whether a cook's own key can be sent (the server refuses one of another length with a 400). */
export function ownApiKeyProblem(key: string): string | undefined {
  const trimmed = key.trim();
  if (!trimmed) return 'Please enter your API key.';
  if (/\s/.test(trimmed)) return 'An API key has no spaces in it.';
  if (trimmed.length < OWN_API_KEY_MIN_LENGTH) return 'That key is too short to be an API key.';
  if (trimmed.length > OWN_API_KEY_MAX_LENGTH) return 'That key is too long to be an API key.';
  return undefined;
}

/** Spec §7: waits between attempts, min(1 s · 2^(n-1), 4 s). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** (attempt - 1), 4_000);
}

export const generationRequestSchema = z.object({
  preferences: z
    .unknown()
    .refine(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { mealCount?: { main?: unknown } }).mealCount === 'object' &&
        (value as { mealCount: { main?: unknown } }).mealCount?.main !== undefined,
      INVALID_PREFERENCES_MESSAGE,
    )
    .pipe(preferencesSchema),
  count: z.number().int().min(1).max(MAX_GENERATION_COUNT),
  excludeIds: z.array(z.string().max(200)).max(500).default([]),
  /** Dishes the cook asked never to see again, by name: a model's meals have no ids to match. */
  avoidNames: z.array(z.string().trim().max(160)).max(500).default([]),
});
export type GenerationRequest = z.infer<typeof generationRequestSchema>;

/** The events of POST /api/generations, one schema for the server that writes and the web that reads. */
export const generationEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('stage'), data: z.object({ stage: z.string(), percent: z.number() }) }),
  /** Waiting for a free slot; position 1 is next. Sent again whenever the position changes. */
  z.object({ event: z.literal('queued'), data: z.object({ position: z.number().int().min(1) }) }),
  /** The server is about to try again (spec §4 'Retrying meal generation'): attempt 2 of 3, say. */
  z.object({ event: z.literal('retry'), data: z.object({ attempt: z.number().int().min(2), attempts: z.number().int().min(2) }) }),
  z.object({ event: z.literal('meal'), data: z.object({ meal: mealSchema }) }),
  z.object({ event: z.literal('image'), data: z.object({ mealId: z.string(), imageUrl: z.string() }) }),
  z.object({
    event: z.literal('done'),
    data: z.object({
      meals: z.array(mealSchema),
      notices: z.array(z.string()).default([]),
      provider: z.enum(['catalog', 'openai']),
      catalogReason: z.object({ reason: z.enum(CATALOG_REASONS), message: z.string() }).optional(),
    }),
  }),
  z.object({ event: z.literal('error'), data: z.object({ type: z.enum(ERROR_TYPES), message: z.string() }) }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** Spec §8 'Generation': the final message by cause. */
export function generationFailureMessage(type: (typeof ERROR_TYPES)[number]): string {
  switch (type) {
    case 'authentication':
      return 'Failed to generate meal options. Please check API key settings.';
    case 'timeout':
      return 'Generation timed out after 120 seconds';
    case 'rate_limit':
      return 'Failed to generate meal options. API rate limit reached. Please wait a few minutes and try again.';
    case 'network':
      return 'Failed to generate meal options. Please check your internet connection.';
    case 'server':
      return 'Failed to generate meal options. The system might be busy - please try again later.';
    case 'unknown':
      return 'Failed to generate meal options. Please try again later.';
  }
}
