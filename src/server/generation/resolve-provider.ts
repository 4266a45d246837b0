import type { Env } from '../env';
import { createOpenAiProvider } from './providers/openai-provider';
import type { MealProvider, ModelCallObserver } from './providers/provider';

/** The header a cook's own key travels in (DESIGN §6.8): used for that request only, never kept. */
export const USER_KEY_HEADER = 'x-openai-key';

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
