import type { Env } from '../env';
import type { OpenAiSettings } from './providers/openai-provider';
import type { MealProvider, ModelCallObserver } from './providers/provider';

/**
 * The model's provider, whose SDK (about 650 KB of the server's bundle: the AI SDK, its OpenAI
 * provider and their schemas) is loaded with the first call to a model rather than with the
 * server: most servers answer from the catalog, and a restart reads and evaluates less.
 */
function openAiProvider(settings: OpenAiSettings, onModelCall?: ModelCallObserver): MealProvider {
  let provider: Promise<MealProvider> | undefined;
  const loaded = () =>
    (provider ??= import('./providers/openai-provider').then(({ createOpenAiProvider }) => createOpenAiProvider(settings, onModelCall)));
  return {
    kind: 'openai',
    async *streamMeals(request) {
      yield* (await loaded()).streamMeals(request);
    },
    async createImage(meal, signal) {
      const { createImage } = await loaded();
      if (!createImage) throw new Error('The provider makes no pictures.');
      return createImage(meal, signal);
    },
  };
}

/**
 * The model with the cook's own key or the server's. Pictures only with OPENAI_IMAGES=on (each
 * one costs money); otherwise every meal gets its illustration.
 */
export function modelProvider(env: Env, apiKey: string, onModelCall?: ModelCallObserver): MealProvider {
  const provider = openAiProvider(
    { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, imageModel: env.OPENAI_IMAGE_MODEL },
    onModelCall,
  );
  if (env.OPENAI_IMAGES === 'on') return provider;
  const { createImage: _pictures, ...withoutPictures } = provider;
  return withoutPictures;
}
