import {
  catalogReasonMessage,
  generationEventFrame,
  generationFailureMessage,
  memoMealBytes,
  type GenerationEvent,
  type GenerationRequest,
} from '../../domain/generation';
import { MB } from '../../domain/limits';
import type { Meal } from '../../domain/meal';
import { NO_OWN_RECIPES_MESSAGE } from '../../domain/recipes';
import type { AppDeps } from '../context';
import type { EventStream } from '../http/event-stream';
import { classifyProviderError } from './classify-error';
import { createFrameWriter } from './frame-writer';
import type { GenerationSource } from './choose-source';
import { GenerationFailure, generateMeals } from './generate-meals';
import { saveImage } from './image-store';
import type { SlotTicket } from './model-slots';
import { countModelGeneration, type UsageSubject } from './model-usage';
import { createCatalogProvider, type OwnRecipeSupply } from './providers/catalog-provider';

export type RunGeneration = {
  deps: AppDeps;
  request: GenerationRequest;
  source: GenerationSource;
  /** The model slot reserved for a model generation (model-slots.ts). */
  ticket: SlotTicket | undefined;
  /** Whose daily cap a server-paid generation counts against. */
  usage: UsageSubject;
  stream: EventStream;
  /** The signed-in cook's own recipes, when the preferences plan with them. */
  ownRecipes?: OwnRecipeSupply;
};

/**
 * The JSON of frozen meals, which every stream of the process may send: the catalog's are frozen
 * and shared (`catalogMeal`), and an entry lasts as long as its meal is kept.
 */
const SHARED_MEAL_BYTES = new WeakMap<Meal, Uint8Array>();

/**
 * One generation on its event stream: waits for a model slot (telling the page its place in the
 * queue), counts a server-paid generation once against the daily caps when it starts (the catalog
 * answers, with the reason, past a cap), then runs it under the deadline. A client that goes away
 * stops it, model calls included, at any point.
 */
export async function runGeneration({ deps, request, source, ticket, usage, stream, ownRecipes }: RunGeneration): Promise<void> {
  const { env, logger, database, tuning, metrics } = deps;
  const disconnected = new AbortController();
  stream.onAbort(() => disconnected.abort(new DOMException('The client went away.', 'AbortError')));
  const mealBytes = memoMealBytes(SHARED_MEAL_BYTES);
  const frames = createFrameWriter((chunk) => stream.write(chunk));
  // The frame writeSSE would write, with each meal's JSON made once; frames of one turn go together.
  const emit = async (event: GenerationEvent) => {
    if (!disconnected.signal.aborted) await frames.send(generationEventFrame(event, mealBytes));
  };
  const notices: string[] = [];
  const catalog = createCatalogProvider((shortfall) => notices.push(shortfall.message), ownRecipes);
  if (ownRecipes?.source === 'mine' && ownRecipes.recipes.length === 0) notices.push(NO_OWN_RECIPES_MESSAGE);
  let provider = source.kind === 'model' ? source.provider : catalog;
  let catalogReason = source.kind === 'catalog' ? source.reason : undefined;

  try {
    if (ticket && ticket.position > 0) {
      const waited = AbortSignal.any([disconnected.signal, AbortSignal.timeout(tuning.generationTimeoutMs)]);
      try {
        await ticket.ready(waited, (position) => void emit({ event: 'queued', data: { position } }));
      } catch (error) {
        if (disconnected.signal.aborted) return;
        throw error;
      }
    }
    if (source.kind === 'model' && source.paidBy === 'server') {
      const verdict = await countModelGeneration(database.db, {
        subject: usage,
        perSubjectLimit: env.MODEL_DAILY_LIMIT_PER_USER,
        overallLimit: env.MODEL_DAILY_LIMIT,
      });
      if (verdict !== 'counted') {
        ticket?.release();
        provider = catalog;
        const reason = verdict === 'subject_limit' ? 'user_daily_limit' : 'daily_limit';
        catalogReason = { reason, message: catalogReasonMessage(reason, env.MODEL_DAILY_LIMIT_PER_USER) };
      }
    }

    const deadline = AbortSignal.timeout(tuning.generationTimeoutMs);
    const signal = AbortSignal.any([disconnected.signal, deadline]);
    try {
      await generateMeals(
        request,
        {
          logger,
          provider,
          fallback: catalog,
          retryDelay: tuning.retryDelay,
          seed: Date.now() % 2 ** 31,
          notices,
          catalogReason,
          storeImage: (meal, image) => saveImage(database.db, image, meal, env.IMAGE_STORE_LIMIT_MB * MB),
        },
        emit,
        signal,
      );
      metrics.generation(provider.kind, 'success');
    } catch (error) {
      if (deadline.aborted && !disconnected.signal.aborted) {
        metrics.generation(provider.kind, 'timeout');
        await emit({ event: 'error', data: { type: 'timeout', message: generationFailureMessage('timeout') } });
        return;
      }
      throw error;
    }
  } catch (error) {
    if (disconnected.signal.aborted) {
      metrics.generation(provider.kind, 'client_gone');
      logger.info('generation stopped: the client went away');
      return;
    }
    metrics.generation(provider.kind, 'failed');
    if (error instanceof GenerationFailure) {
      await emit({ event: 'error', data: { type: error.type, message: error.message } });
      return;
    }
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      // Waited in the queue for as long as a generation may take.
      logger.warn('generation gave up waiting for a model slot');
      await emit({ event: 'error', data: { type: 'rate_limit', message: generationFailureMessage('rate_limit') } });
      return;
    }
    logger.error({ err: error }, 'generation failed');
    const type = classifyProviderError(error);
    await emit({ event: 'error', data: { type, message: generationFailureMessage(type) } });
  } finally {
    ticket?.release();
    // The stream closes when this returns: every frame goes first.
    await frames.drain();
  }
}
