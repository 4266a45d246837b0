import * as z from 'zod/mini';

/**
 * What `GET /api/config/check` answers (spec shell §7 and the diagnostics of §2): one schema,
 * the server's type and the page's check of a response. Only the first three fields are
 * promised by the spec; the others are Larder's. The key itself never appears: only whether it
 * is there, its length and its masked shape.
 */
/** How the server spends its model budget (issue #14), sent with the check. */
export const generationStatusSchema = z.object({
  /** Who may have meals from the server's model (GENERATION_ACCESS). */
  access: z.enum(['account', 'anyone']),
  /** Whether the image model draws meal pictures (OPENAI_IMAGES). */
  images: z.boolean(),
  /** Model generations made today (UTC) on the server's key, and the cap (MODEL_DAILY_LIMIT). */
  usedToday: z.number(),
  dailyLimit: z.number(),
  /** The signed-in cook's generations today, and the cap per cook; null when signed out. */
  yoursToday: z.nullable(z.number()),
  perCookLimit: z.number(),
  /** Model generations at once in each server process, and how many may wait for one. */
  concurrency: z.number(),
  queueLength: z.number(),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

export const configCheckSchema = z.object({
  hasServerKey: z.boolean(),
  isConfigured: z.boolean(),
  message: z.string(),
  provider: z.enum(['openai', 'catalog']),
  providerMessage: z.string(),
  keyPresent: z.boolean(),
  keyFormatValid: z.boolean(),
  diagnostics: z.object({ keyLength: z.number(), keyFormat: z.string(), potentiallyModified: z.boolean(), timestamp: z.string() }),
});
export type ConfigCheck = z.infer<typeof configCheckSchema>;

/** The whole answer: the check and the model budget. */
export const configCheckResponseSchema = z.extend(configCheckSchema, { generation: generationStatusSchema });
export type ConfigCheckResponse = z.infer<typeof configCheckResponseSchema>;
