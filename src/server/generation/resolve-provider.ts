import type { Env } from '../env';
import { createOpenAiProvider } from './providers/openai-provider';
import type { MealProvider, ModelCallObserver } from './providers/provider';

/** The cook's own key, then the server's key, then the built-in catalog. */
export function resolveProvider(
  env: Env,
  userKey: string | undefined,
  catalog: MealProvider,
  onModelCall?: ModelCallObserver,
): MealProvider {
  const apiKey = userKey?.trim() || env.OPENAI_API_KEY?.trim();
  if (!apiKey) return catalog;
  return createOpenAiProvider(
    { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, imageModel: env.OPENAI_IMAGE_MODEL },
    onModelCall,
  );
}
