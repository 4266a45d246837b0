import type { GenerationStatus } from '../../../domain/config/config-check';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { readModelUsage } from '../../generation/model-usage';

export type { GenerationStatus };

/** How the server spends its model budget, for the API settings status tab. */
export async function readGenerationStatus({
  db,
  env,
  userId,
}: {
  db: Db;
  env: Env;
  userId: string | undefined;
}): Promise<GenerationStatus> {
  const usage = await readModelUsage(db, userId ? `user:${userId}` : undefined);
  return {
    access: env.GENERATION_ACCESS,
    images: env.OPENAI_IMAGES === 'on',
    usedToday: usage.all,
    dailyLimit: env.MODEL_DAILY_LIMIT,
    yoursToday: userId ? usage.subject : null,
    perCookLimit: env.MODEL_DAILY_LIMIT_PER_USER,
    concurrency: env.MODEL_CONCURRENCY,
    queueLength: env.MODEL_QUEUE_LENGTH,
  };
}
