import type { ERROR_TYPES } from '../errors/error-toasts';
import { formatCount } from '../text/format-count';

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
      return `You have had today's ${formatCount(perCookLimit)} AI meal suggestions, so these come from Larder's own recipe catalog. AI suggestions are back tomorrow.`;
    case 'daily_limit':
      return 'Larder has made as many AI meal suggestions today as this server allows, so these come from its own recipe catalog. AI suggestions are back tomorrow.';
  }
}

export const GENERATION_TIMEOUT_MS = 120_000;
export const GENERATION_ATTEMPTS = 3;
export const MAX_GENERATION_COUNT = 14;
export const INVALID_PREFERENCES_MESSAGE = 'Invalid meal preferences configuration';

/**
 * Spec §7 and §9: the wait before attempt n, min(1 s · 2^(n-1), 4 s). n is the attempt about to be
 * made (2, then 3), so the waits are 2 s then 4 s, as the spec's flow says.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** (attempt - 1), 4_000);
}

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
