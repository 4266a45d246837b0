/** The header a cook's own AI key travels in (docs/design.md §6.8): used for that request only, never kept. */
export const OWN_API_KEY_HEADER = 'x-openai-key';
export const OWN_API_KEY_MIN_LENGTH = 8;
export const OWN_API_KEY_MAX_LENGTH = 300;

/** Whether a cook's own key can be sent (the server refuses one of another length with a 400). */
export function ownApiKeyProblem(key: string): string | undefined {
  const trimmed = key.trim();
  if (!trimmed) return 'Please enter your API key.';
  if (/\s/.test(trimmed)) return 'An API key has no spaces in it.';
  if (trimmed.length < OWN_API_KEY_MIN_LENGTH) return 'That key is too short to be an API key.';
  if (trimmed.length > OWN_API_KEY_MAX_LENGTH) return 'That key is too long to be an API key.';
  return undefined;
}
