import type { ConfigCheck } from '../../../domain/config';
import type { Env } from '../../env';

export const MESSAGES = {
  configured: 'The server has a valid OpenAI API key configured.',
  invalid: 'The OpenAI API key is invalid or in the wrong format.',
  missing: 'The server API key is not configured correctly. Please contact an administrator.',
  catalog: 'No AI key is configured, so Larder suggests meals from its built-in recipe catalog. Everything works without one.',
} as const;

export type { ConfigCheck };

/** Only the known prefix of a key is ever shown: 'sk-proj-…', 'sk-…', or '…'. */
export function maskedKeyFormat(key: string): string {
  if (!key) return 'none';
  const prefix = key.match(/^sk-(?:proj|svcacct|admin)-/)?.[0] ?? (key.startsWith('sk-') ? 'sk-' : '');
  return `${prefix}…`;
}

/**
 * What the server's AI configuration looks like, for the API settings screen. The key itself
 * never leaves the server: only whether it is there, its length and its masked shape. Where the
 * model runs (its host and port) is told to signed-in cooks only: to anyone else it is a map of
 * the server's network.
 */
export function checkConfig(env: Env, { signedIn = false, now = new Date() }: { signedIn?: boolean; now?: Date } = {}): ConfigCheck {
  const raw = env.OPENAI_API_KEY ?? '';
  const key = raw.trim().replace(/^["']|["']$/g, '');
  const keyPresent = key.length > 0;
  const openAiHost = /^https:\/\/api\.openai\.com(\/|$)/.test(env.OPENAI_BASE_URL);
  // Other OpenAI-compatible servers (Ollama, vLLM…) accept keys of any shape.
  const keyFormatValid = keyPresent && (key.startsWith('sk-') || !openAiHost) && !/\s/.test(key);
  const isConfigured = keyPresent && keyFormatValid;
  return {
    hasServerKey: keyPresent,
    isConfigured,
    message: isConfigured ? MESSAGES.configured : keyPresent ? MESSAGES.invalid : MESSAGES.missing,
    provider: keyPresent ? 'openai' : 'catalog',
    providerMessage: keyPresent
      ? `Meals come from ${env.OPENAI_MODEL}${signedIn ? ` at ${new URL(env.OPENAI_BASE_URL).host}` : ''}.`
      : MESSAGES.catalog,
    keyPresent,
    keyFormatValid,
    diagnostics: {
      keyLength: key.length,
      keyFormat: maskedKeyFormat(key),
      potentiallyModified: keyPresent && (raw !== key || /\s/.test(key)),
      timestamp: now.toISOString(),
    },
  };
}
