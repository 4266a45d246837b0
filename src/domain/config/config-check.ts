import { z } from 'zod';

/**
 * What `GET /api/config/check` answers (spec shell §7 and the diagnostics of §2): one schema,
 * the server's type and the page's check of a response. Only the first three fields are
 * promised by the spec; the others are Larder's. The key itself never appears: only whether it
 * is there, its length and its masked shape.
 */
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
