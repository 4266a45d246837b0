import type { Meal } from '../../../domain/meal';
import type { Preferences } from '../../../domain/preferences';

export type MealBatchRequest = {
  preferences: Preferences;
  /** Main meals wanted. */
  count: number;
  /** Breakfasts wanted, beside the mains. */
  breakfasts: number;
  /** Recipe ids (catalog) or dish names (model) already offered. */
  avoid: { ids: readonly string[]; names: readonly string[] };
  seed: number;
  signal: AbortSignal;
};

/** Where meals come from: each yields meals one by one, as soon as each exists. */
export type MealProvider = {
  kind: 'catalog' | 'openai';
  streamMeals(request: MealBatchRequest): AsyncIterable<Meal>;
  /** A picture for a meal, as bytes; undefined when the provider draws no pictures. */
  createImage?(meal: Meal, signal: AbortSignal): Promise<{ data: Uint8Array; contentType: string }>;
};

/** One call to a model, for the operator's metrics: what it was, how it ended, what it cost. */
export type ModelCall = {
  operation: 'chat' | 'image';
  model: string;
  outcome: 'success' | 'error' | 'aborted';
  /** Tokens the provider reported (its cost units); absent when it reported none. */
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
};
export type ModelCallObserver = (call: ModelCall) => void;
