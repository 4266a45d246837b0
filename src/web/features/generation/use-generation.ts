import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorType } from '../../../domain/errors';
import {
  GENERATION_STAGES,
  GENERATION_TIMEOUT_MS,
  generationFailureMessage,
  waitingStage,
  type CatalogReason,
} from '../../../domain/generation/generation';
import type { GenerationEvent } from '../../../domain/generation/generation-schema';
import { PLACEHOLDER_IMAGE, type Meal } from '../../../domain/meal';
import { GENERATION_COUNT_FACTOR, type Preferences } from '../../../domain/preferences';
import { ApiError } from '../../lib/api-client';
import { useDeviceOnly } from '../../lib/kitchen/kitchen-context';
import { showError, showGenerationError, showNotice } from '../../lib/toasts';
import { streamGeneration } from './api/stream-generation';

/** Spec meal-planning-flow §4 and §9. The retries themselves are the server's (docs/decisions/0008-one-retry-policy.md). */
export const GENERATION_DEDUPE_MS = 3_000;
export const FORCE_COMPLETE_MS = 90_000;
export const RETRY_FLASH_MS = 3_000;

export type GenerationStatus = 'idle' | 'loading' | 'regenerating' | 'success' | 'error';
export type GenerationError = { type: ErrorType; message: string };

export type GenerationState = {
  status: GenerationStatus;
  stage: string;
  reported: number;
  options: Meal[];
  error?: GenerationError;
  notices: string[];
  /** The server is retrying (it said so with a 'retry' event); cleared by the next meal or the end. */
  retrying: boolean;
  /** Waiting for a free model slot: the place in the queue (1 is next). */
  queuePosition?: number;
  /** Why the meals came from the catalog although the server has a model. */
  catalogReason?: { reason: CatalogReason; message: string };
};

const INITIAL: GenerationState = { status: 'idle', stage: 'Starting...', reported: 0, options: [], notices: [], retrying: false };

export type StartOptions = {
  preferences: Preferences;
  excludeIds?: readonly string[];
  /** Dishes the cook dismissed, by name (a model's meals have no ids to match). */
  avoidNames?: readonly string[];
  keep?: readonly Meal[];
  regenerate?: boolean;
  /** A cook's explicit 'Try again' after a failure: the 3 s guard is for double presses, not this. */
  force?: boolean;
};

const restored = (options: Meal[]): GenerationState => ({ ...INITIAL, status: 'success', stage: 'Complete', reported: 100, options });

function errorOf(error: unknown): GenerationError {
  if (error instanceof ApiError) return { type: error.type, message: error.message };
  return { type: 'unknown', message: generationFailureMessage('unknown') };
}

/**
 * The generation lifecycle of /meal-selection: streams meals in as the server makes them, skips a
 * start within 3 s of the last, force-completes after 90 s and gives up after 120 s (counted from
 * when the server starts on it, not while it waits for a model slot). Retries are the server's:
 * each one it announces flashes 'Retrying meal generation'; the page never sends a request again
 * by itself (docs/decisions/0008-one-retry-policy.md).
 *
 * `kept` gives the options saved from before, read once as the page mounts: they are the first
 * render's, so the page is drawn whole at once rather than a frame later (decision 0015).
 */
export function useGeneration(kept?: () => Meal[] | undefined) {
  const [state, setState] = useState<GenerationState>(() => {
    const options = kept?.();
    return options ? restored(options) : INITIAL;
  });
  const lastStart = useRef(0);
  const run = useRef<AbortController | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const apiKey = useRef<string | undefined>(undefined);
  apiKey.current = useDeviceOnly().ownApiKey;

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useEffect(
    () => () => {
      run.current?.abort();
      clearTimers();
    },
    [],
  );

  const start = useCallback((options: StartOptions) => {
    const now = Date.now();
    if (!options.force && now - lastStart.current < GENERATION_DEDUPE_MS) return false;
    lastStart.current = now;
    run.current?.abort();
    clearTimers();
    const controller = new AbortController();
    run.current = controller;
    const kept = options.keep ?? [];
    let settled = false;
    setState({
      ...INITIAL,
      status: options.regenerate ? 'regenerating' : 'loading',
      stage: GENERATION_STAGES.verifying.stage,
      reported: options.regenerate ? 25 : 0,
      options: [...kept],
    });

    const finishWithError = (error: GenerationError) => {
      if (settled || (controller.signal.aborted && error.type !== 'timeout')) return;
      settled = true;
      clearTimers();
      showGenerationError(error.type, error.message);
      setState((current) => ({ ...current, status: 'error', error, retrying: false, queuePosition: undefined }));
    };

    const armTimers = () => {
      clearTimers();
      timers.current.push(
        setTimeout(() => {
          if (settled || !['loading', 'regenerating'].includes(stateRef.current.status)) return;
          if (stateRef.current.options.length > 0) {
            showNotice('Meals loaded');
            setState((current) => ({ ...current, status: 'success', reported: 100 }));
            return;
          }
          // Nothing after 90 s: stop waiting (spec §4), without further retries.
          settled = true;
          controller.abort();
          clearTimers();
          showError('Generation timeout');
          setState((current) => ({
            ...current,
            status: 'error',
            error: { type: 'timeout', message: generationFailureMessage('timeout') },
            retrying: false,
          }));
        }, FORCE_COMPLETE_MS),
        setTimeout(() => {
          controller.abort();
          finishWithError({ type: 'timeout', message: generationFailureMessage('timeout') });
        }, GENERATION_TIMEOUT_MS),
      );
    };
    armTimers();
    let queued = false;

    const onEvent = (event: GenerationEvent) => {
      // Waiting for a model slot is not generation time: the clocks start when the work does.
      if (queued && event.event !== 'queued') {
        queued = false;
        armTimers();
      }
      switch (event.event) {
        case 'queued':
          queued = true;
          clearTimers();
          setState((current) => ({ ...current, stage: waitingStage(event.data.position), queuePosition: event.data.position }));
          break;
        case 'retry':
          showNotice('Retrying meal generation', undefined, RETRY_FLASH_MS);
          setState((current) => ({ ...current, retrying: true }));
          break;
        case 'stage':
          setState((current) => ({
            ...current,
            stage: event.data.stage,
            reported: Math.max(current.reported, event.data.percent),
            queuePosition: undefined,
          }));
          break;
        case 'meal':
          setState((current) =>
            current.options.some((meal) => meal.id === event.data.meal.id)
              ? { ...current, retrying: false }
              : { ...current, options: [...current.options, event.data.meal], retrying: false },
          );
          break;
        case 'image':
          setState((current) => ({
            ...current,
            options: current.options.map((meal) =>
              meal.id === event.data.mealId ? { ...meal, imageUrl: event.data.imageUrl, imageLoading: false } : meal,
            ),
          }));
          break;
        case 'done': {
          settled = true;
          clearTimers();
          const meals = [...kept.filter((meal) => !event.data.meals.some((m) => m.id === meal.id)), ...event.data.meals];
          const placeholders = meals.filter((meal) => !meal.imageUrl || meal.imageUrl === PLACEHOLDER_IMAGE).length;
          if (meals.length > 0 && placeholders > meals.length / 2) showNotice('Using placeholder images');
          setState((current) => ({
            ...current,
            status: 'success',
            stage: 'Complete',
            reported: 100,
            options: meals,
            notices: event.data.notices,
            catalogReason: event.data.catalogReason,
            retrying: false,
          }));
          break;
        }
        case 'error':
          finishWithError(event.data);
          break;
      }
    };

    const count = options.preferences.mealCount.main * GENERATION_COUNT_FACTOR;
    streamGeneration(
      {
        preferences: options.preferences,
        count,
        excludeIds: options.excludeIds ?? [],
        avoidNames: options.avoidNames ?? [],
        apiKey: apiKey.current,
        signal: controller.signal,
      },
      onEvent,
    )
      .then(() => {
        if (controller.signal.aborted || settled) return;
        finishWithError({ type: 'unknown', message: 'Failed to generate meal options: Empty or invalid response' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        finishWithError(errorOf(error));
      });
    return true;
  }, []);

  return { state, start };
}
