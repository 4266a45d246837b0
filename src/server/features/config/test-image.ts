import { classifyProviderError } from '../../generation/classify-error';
import { saveImage } from '../../generation/image-store';
import { createOpenAiProvider } from '../../generation/providers/openai-provider';
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
  cookingTime: '10 minutes',
  nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  maxPricePerMeal: '£0',
  instructions: [],
  tags: [],
};

/** Asks the image model for one picture, to show whether image generation works. */
export async function testImage({
  env,
  db,
  signal,
  onModelCall,
}: {
  env: Env;
  db: Db;
  signal: AbortSignal;
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
  const provider = createOpenAiProvider(
    { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, imageModel: env.OPENAI_IMAGE_MODEL },
    onModelCall,
  );
  const started = Date.now();
  try {
    const image = await provider.createImage?.(TEST_MEAL, signal);
    if (!image) throw new Error('The provider made no image.');
    const imageUrl = await saveImage(db, image);
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
      error: error instanceof Error ? error.message.replace(apiKey, '[redacted]').slice(0, 500) : 'Unknown error during test',
      imageUrl: null,
      details: { type, status: status ?? null, model: env.OPENAI_IMAGE_MODEL, ms: Date.now() - started },
    };
  }
}
