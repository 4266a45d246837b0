import type { Env } from '../env';
import { createOpenAiProvider } from './providers/openai-provider';
import type { MealProvider, ModelCallObserver } from './providers/provider';

/**
 * The model with the cook's own key or the server's. Pictures only with OPENAI_IMAGES=on (each
 * one costs money); otherwise every meal gets its illustration.
 */
export function modelProvider(env: Env, apiKey: string, onModelCall?: ModelCallObserver): MealProvider {
  const provider = createOpenAiProvider(
    { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, imageModel: env.OPENAI_IMAGE_MODEL },
    onModelCall,
  );
  if (env.OPENAI_IMAGES === 'on') return provider;
  const { createImage: _pictures, ...withoutPictures } = provider;
  return withoutPictures;
}
