import { exclusionsOf, illustrationUrl, vetMeal } from '../../catalog';
import type { ErrorType } from '../../domain/errors';
import {
  GENERATION_ATTEMPTS,
  GENERATION_STAGES,
  generationFailureMessage,
  type CatalogReason,
  type GenerationEvent,
  type GenerationRequest,
} from '../../domain/generation';
import { PLACEHOLDER_IMAGE, type Meal } from '../../domain/meal';
import { itemKey } from '../../domain/shopping-list/item-key';
import { ownRecipeIdOf } from '../../domain/recipes/own-meal';
import type { Logger } from '../logger';
import { UNREADABLE_ANSWER_MESSAGE, classifyProviderError, isRetryable, isUnreadableAnswer } from './classify-error';
import type { MealProvider } from './providers/provider';

/** Pictures made at once, so a batch of ten does not hit the image API ten times in parallel. */
const IMAGE_CONCURRENCY = 3;

export type GenerationDeps = {
  logger: Logger;
  provider: MealProvider;
  /** The catalog: tops up when a model's meals were dropped and not replaced. */
  fallback: MealProvider;
  retryDelay: (attempt: number) => number;
  seed: number;
  notices: string[];
  /** Keeps a picture and answers its address (image-store.ts: bounded, never a broken image). */
  storeImage: (meal: Meal, image: { data: Uint8Array; contentType: string }) => Promise<string>;
  /** Why the catalog answers although the server has a model, told to the page with `done`. */
  catalogReason?: { reason: CatalogReason; message: string };
};

export class GenerationFailure extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationFailure';
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

type Emit = (event: GenerationEvent) => Promise<void>;

/** Illustrated copies of frozen (shared) meals, made once: a meal's illustration depends on the meal alone. */
const ILLUSTRATED = new WeakMap<Meal, Meal>();

/** A meal with its illustration for a picture; a frozen meal's copy is frozen and shared too (`catalogMeal`). */
function illustrated(meal: Meal): Meal {
  const made = ILLUSTRATED.get(meal);
  if (made) return made;
  const copy = {
    ...meal,
    imageUrl: illustrationUrl({ name: meal.name, cuisine: meal.cuisine, ingredients: meal.ingredients.map((i) => i.name) }),
  };
  if (!Object.isFrozen(meal)) return copy;
  ILLUSTRATED.set(meal, Object.freeze(copy));
  return copy;
}

/**
 * One generation: reports each stage as the work reaches it, sends every meal the moment it
 * exists (model output vetted against the cook's hard constraints first; a meal that breaks one
 * is dropped and asked for again), then pictures, then the whole list.
 */
export async function generateMeals(request: GenerationRequest, deps: GenerationDeps, emit: Emit, signal: AbortSignal): Promise<void> {
  const { preferences, count } = request;
  const stage = (key: keyof typeof GENERATION_STAGES) => emit({ event: 'stage', data: GENERATION_STAGES[key] });
  const wantBreakfasts = preferences.includeBreakfastOptions ? Math.ceil(count / 2) : 0;
  const accepted: Meal[] = [];
  // The dishes the cook dismissed count as seen: neither provider offers them again.
  const seenNames = new Set<string>(request.avoidNames.map(itemKey));
  const mainsNeeded = () => count - accepted.filter((meal) => !meal.isBreakfast).length;
  const breakfastsNeeded = () => wantBreakfasts - accepted.filter((meal) => meal.isBreakfast).length;
  let processing = false;
  // Read once: the cook's allergies and exclusions, resolved against the lexicon.
  const cook = exclusionsOf(preferences);

  const offer = async (provider: MealProvider) => {
    for await (const candidate of provider.streamMeals({
      preferences,
      count: mainsNeeded(),
      breakfasts: breakfastsNeeded(),
      avoid: { ids: [...request.excludeIds, ...accepted.map((meal) => meal.id)], names: [...seenNames] },
      seed: deps.seed,
      signal,
    })) {
      if (!processing) {
        processing = true;
        await stage('processing');
      }
      const key = itemKey(candidate.name);
      if (seenNames.has(key)) continue;
      seenNames.add(key);
      const { meal, problems } = provider.kind === 'catalog' ? { meal: candidate, problems: [] } : vetMeal(candidate, preferences, cook);
      if (problems.length > 0) {
        deps.logger.info({ meal: meal.name, problems }, 'dropped a suggested meal that breaks a hard constraint');
        continue;
      }
      if (meal.isBreakfast ? breakfastsNeeded() <= 0 : mainsNeeded() <= 0) continue;
      // A cook's own recipe keeps its own picture (or illustration): nothing to make.
      const pictured = ownRecipeIdOf(meal.id)
        ? meal
        : deps.provider.createImage
          ? { ...meal, imageUrl: PLACEHOLDER_IMAGE, imageLoading: true }
          : illustrated(meal);
      accepted.push(pictured);
      await emit({ event: 'meal', data: { meal: pictured } });
    }
  };

  await stage('verifying');
  await stage('generating');

  let failure: ErrorType | undefined;
  for (let attempt = 1; attempt <= GENERATION_ATTEMPTS && (mainsNeeded() > 0 || breakfastsNeeded() > 0); attempt += 1) {
    try {
      await offer(deps.provider);
      failure = undefined;
      if (deps.provider.kind === 'catalog') break;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      failure = classifyProviderError(error);
      deps.logger.warn(
        { attempt, type: failure, err: error },
        isUnreadableAnswer(error) ? UNREADABLE_ANSWER_MESSAGE : 'meal generation attempt failed',
      );
      if (!isRetryable(failure)) break;
      if (attempt < GENERATION_ATTEMPTS) {
        // The only retries of a generation are these: the page shows the spec's flash and re-sends nothing.
        await emit({ event: 'retry', data: { attempt: attempt + 1, attempts: GENERATION_ATTEMPTS } });
        await sleep(deps.retryDelay(attempt + 1), signal);
      }
    }
  }

  if (failure && accepted.length === 0) throw new GenerationFailure(failure, generationFailureMessage(failure));
  if (deps.provider.kind !== 'catalog' && (mainsNeeded() > 0 || breakfastsNeeded() > 0)) {
    const before = accepted.length;
    await offer(deps.fallback);
    if (accepted.length > before)
      deps.notices.push(`${accepted.length - before} of these suggestions come from Larder's own recipe catalog.`);
  }
  if (accepted.length === 0 && deps.provider.kind !== 'catalog') {
    throw new GenerationFailure('unknown', 'AI meal generation failed to produce results');
  }

  await stage('images');
  if (deps.provider.createImage) {
    const createImage = deps.provider.createImage;
    const queue = [...accepted.keys()].filter((index) => accepted[index]?.imageLoading);
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const meal = accepted[index];
        if (!meal) continue;
        let imageUrl: string;
        try {
          imageUrl = await deps.storeImage(meal, await createImage(meal, signal));
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          deps.logger.warn({ err: error, meal: meal.name }, 'image generation failed; using an illustration');
          imageUrl = illustrationUrl({ name: meal.name, cuisine: meal.cuisine, ingredients: meal.ingredients.map((i) => i.name) });
        }
        const { imageLoading: _loading, ...rest } = meal;
        accepted[index] = { ...rest, imageUrl };
        await emit({ event: 'image', data: { mealId: meal.id, imageUrl } });
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  }
  await stage('finalizing');
  await stage('complete');
  await emit({
    event: 'done',
    data: { meals: accepted, notices: deps.notices, provider: deps.provider.kind, catalogReason: deps.catalogReason },
  });
}
