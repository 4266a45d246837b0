/**
 * How long the page waits for the server (spec meal-planning-flow §9, shell §9): standard 30 s,
 * extended 120 s, long 180 s. Generation streams under the long one and races it against its
 * own 120 s limit (GENERATION_TIMEOUT_MS).
 */
export const HTTP_TIMEOUT_MS = { standard: 30_000, extended: 120_000, long: 180_000 } as const;
export type HttpTimeout = keyof typeof HTTP_TIMEOUT_MS;

export const HTTP_TIMEOUT_MESSAGE = 'The request took too long to complete. Please try again later.';
