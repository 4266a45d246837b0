import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  TypeValidationError,
  generateImage,
  streamText,
} from 'ai';
import { randomUUID } from 'node:crypto';
import { adaptMeals, modelMeal, type Meal } from '../../../domain/meal';
import { buildPrompt, imagePrompt, SYSTEM_PROMPT } from '../prompt';
import { noteModelError } from '../classify-error';
import { generatedMealSchema, toMealValues } from '../schema';
import type { MealProvider, ModelCall, ModelCallObserver } from './provider';

export type OpenAiSettings = { apiKey: string; baseURL: string; model: string; imageModel: string };

/** Notes what the SDK says of an error it threw (`classify-error.ts` reads it), and answers the error. */
function noted(error: unknown): unknown {
  noteModelError(error, {
    status: APICallError.isInstance(error) ? error.statusCode : undefined,
    unreadable:
      JSONParseError.isInstance(error) ||
      TypeValidationError.isInstance(error) ||
      NoObjectGeneratedError.isInstance(error) ||
      NoOutputGeneratedError.isInstance(error),
  });
  return error;
}

/** The answer's text as JSON (a Markdown code fence around it allowed), or undefined when it is not JSON. */
function answerJson(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  try {
    return JSON.parse(fenced?.[1] ?? text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An OpenAI-compatible model through the chat-completions API (which OpenAI, Ollama, vLLM and
 * llama.cpp all speak), asked for a JSON array of meals and read element by element, so each
 * meal is passed on the moment the model has finished writing it.
 */
export function createOpenAiProvider(settings: OpenAiSettings, onModelCall: ModelCallObserver = () => undefined): MealProvider {
  const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL });
  const ended = (signal: AbortSignal): ModelCall['outcome'] => (signal.aborted ? 'aborted' : 'error');
  return {
    kind: 'openai',
    async *streamMeals({ preferences, count, breakfasts, avoid, signal }) {
      let failure: unknown;
      let outcome: ModelCall['outcome'] = 'aborted';
      let usage: { inputTokens?: number; outputTokens?: number } = {};
      const result = streamText({
        model: openai.chat(settings.model),
        system: SYSTEM_PROMPT,
        prompt: buildPrompt(preferences, count, { breakfasts, avoidNames: avoid.names }),
        output: Output.array({ element: generatedMealSchema, name: 'meals', description: 'Meal suggestions' }),
        abortSignal: signal,
        maxRetries: 0,
        onError: ({ error }) => {
          failure = error;
        },
      });
      const newId = () => `ai-${randomUUID()}`;
      try {
        let yielded = 0;
        for await (const element of result.elementStream) {
          const meal = modelMeal(toMealValues(element), newId);
          if (meal) {
            yielded += 1;
            yield meal;
          }
        }
        // A deadline ends the SDK's stream quietly: it must count as a failure, not an empty answer.
        signal.throwIfAborted();
        if (failure) throw failure;
        if (yielded === 0) {
          // A model that ignored the schema's `{ "elements": [...] }` may still have answered with
          // meals in a shape the spec accepts (a bare array, `meals`, `main`): read loosely, with
          // the spec's defaults (meal-planning-flow §5), they are vetted like any other.
          const loose: Meal[] = adaptMeals(answerJson(await result.text), newId);
          for (const meal of loose) yield meal;
          yielded = loose.length;
        }
        // Nothing usable: awaiting the output surfaces the parse error of a malformed answer.
        if (yielded === 0) await result.output;
        outcome = 'success';
        // The provider's token counts arrive with the end of the stream, when it reports them.
        usage = (await Promise.resolve(result.totalUsage).catch(() => undefined)) ?? {};
      } catch (error) {
        outcome = ended(signal);
        throw noted(error);
      } finally {
        onModelCall({
          operation: 'chat',
          model: settings.model,
          outcome,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
        });
      }
    },
    async createImage(meal, signal) {
      try {
        const { image, images, usage } = await generateImage({
          model: openai.image(settings.imageModel),
          prompt: imagePrompt(meal),
          size: '1024x1024',
          n: 1,
          abortSignal: signal,
          maxRetries: 0,
        });
        onModelCall({
          operation: 'image',
          model: settings.imageModel,
          outcome: 'success',
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          images: images.length,
        });
        return { data: image.uint8Array, contentType: image.mediaType || 'image/png' };
      } catch (error) {
        onModelCall({ operation: 'image', model: settings.imageModel, outcome: ended(signal) });
        throw noted(error);
      }
    },
  };
}
