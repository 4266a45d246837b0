import { catalogReasonMessage } from '../../../domain/generation';
import { MB } from '../../../domain/limits';
import { classifyProviderError } from '../../generation/classify-error';
import { saveImage } from '../../generation/image-store';
import { countModelGeneration } from '../../generation/model-usage';
import type { ModelCallObserver } from '../../generation/providers/provider';
import type { Db } from '../../db/database';
import type { Env } from '../../env';

export type ImageTestResult = {
  success: boolean;
  message: string;
  error: string | null;
  imageUrl: string | null;
  details: Record<string, unknown>;
};

const TEST_MEAL = {
  id: 'image-test',
  name: 'Fresh garden salad',
  description: '',
  mealType: 'main' as const,
  imageUrl: '',
  isBreakfast: false,
  ingredients: [{ name: 'lettuce' }, { name: 'tomato' }, { name: 'cucumber' }],
  totalMinutes: 10,
  nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  pricePence: 0,
  instructions: [],
  tags: [],
};

/**
 * Asks the image model for one picture, to show whether image generation works. Only for a
 * signed-in cook (the route checks), only when pictures are on (OPENAI_IMAGES), and counted
 * against the daily caps like a generation: it is paid for with the server's key.
 */
export async function testImage({
  env,
  db,
  signal,
  userId,
  onModelCall,
}: {
  env: Env;
  db: Db;
  signal: AbortSignal;
  userId: string;
  onModelCall?: ModelCallObserver;
}): Promise<ImageTestResult> {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) {
    return {
      success: false,
      message: 'OpenAI API key not configured. Please add your API key in settings.',
      error: 'No API key is configured on the server, so meal pictures are drawn by Larder itself.',
      imageUrl: null,
      details: { provider: 'catalog' },
    };
  }
  if (env.OPENAI_IMAGES === 'off') {
    return {
      success: false,
      message: 'Meal pictures are turned off on this server, so Larder draws an illustration for every meal.',
      error: 'OPENAI_IMAGES is off: the image model is never asked for a picture. Its operator can set OPENAI_IMAGES=on.',
      imageUrl: null,
      details: { images: 'off' },
    };
  }
  const verdict = await countModelGeneration(db, {
    subject: { key: `user:${userId}`, userId },
    perSubjectLimit: env.MODEL_DAILY_LIMIT_PER_USER,
    overallLimit: env.MODEL_DAILY_LIMIT,
  });
  if (verdict !== 'counted') {
    const reason = verdict === 'subject_limit' ? 'user_daily_limit' : 'daily_limit';
    return {
      success: false,
      message: "Today's AI limit is reached, so no test picture was asked for.",
      error: catalogReasonMessage(reason, env.MODEL_DAILY_LIMIT_PER_USER),
      imageUrl: null,
      details: { limit: reason },
    };
  }
  // The model's SDK loads with the first model call (generation/resolve-provider.ts).
  const { createOpenAiProvider } = await import('../../generation/providers/openai-provider');
  const provider = createOpenAiProvider(
    { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, imageModel: env.OPENAI_IMAGE_MODEL },
    onModelCall,
  );
  const started = Date.now();
  try {
    const image = await provider.createImage?.(TEST_MEAL, signal);
    if (!image) throw new Error('The provider made no image.');
    const imageUrl = await saveImage(db, image, TEST_MEAL, env.IMAGE_STORE_LIMIT_MB * MB);
    return {
      success: true,
      message: 'Image generated successfully.',
      error: null,
      imageUrl,
      details: { model: env.OPENAI_IMAGE_MODEL, contentType: image.contentType, bytes: image.data.length, ms: Date.now() - started },
    };
  } catch (error) {
    const type = classifyProviderError(error);
    const status = (error as { statusCode?: number }).statusCode;
    return {
      success: false,
      message: 'Image generation failed.',
      error: error instanceof Error ? error.message.replaceAll(apiKey, '[redacted]').slice(0, 500) : 'Unknown error during test',
      imageUrl: null,
      details: { type, status: status ?? null, model: env.OPENAI_IMAGE_MODEL, ms: Date.now() - started },
    };
  }
}
