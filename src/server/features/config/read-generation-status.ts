import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { readModelUsage } from '../../generation/model-usage';

export type GenerationStatus = {
  /** Who may have meals from the server's model (GENERATION_ACCESS). */
  access: 'account' | 'anyone';
  /** Whether the image model draws meal pictures (OPENAI_IMAGES). */
  images: boolean;
  /** Model generations made today (UTC) on the server's key, and the cap (MODEL_DAILY_LIMIT). */
  usedToday: number;
  dailyLimit: number;
  /** The signed-in cook's generations today, and the cap per cook; null when signed out. */
  yoursToday: number | null;
  perCookLimit: number;
  /** Model generations at once in each server process, and how many may wait for one. */
  concurrency: number;
  queueLength: number;
};

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
