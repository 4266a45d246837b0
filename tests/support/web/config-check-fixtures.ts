/** Answers of GET /api/config/check for each state of the server's key, as the server sends them. */
const diagnostics = (keyLength: number, keyFormat: string) => ({
  keyLength,
  keyFormat,
  potentiallyModified: false,
  timestamp: '2026-11-30T10:00:00.000Z',
});

export const CHECK_CONFIGURED = {
  hasServerKey: true,
  isConfigured: true,
  message: 'The server has a valid OpenAI API key configured.',
  provider: 'openai',
  providerMessage: 'Meals come from gpt-4o-mini at api.openai.com.',
  keyPresent: true,
  keyFormatValid: true,
  diagnostics: diagnostics(164, 'sk-proj-…'),
};

/** A configured server telling how its AI budget is spent (issue #14), to a signed-in cook. */
export const CHECK_WITH_USAGE = {
  ...CHECK_CONFIGURED,
  generation: {
    access: 'account',
    images: false,
    usedToday: 1_204,
    dailyLimit: 2_000,
    yoursToday: 3,
    perCookLimit: 50,
    concurrency: 4,
    queueLength: 20,
  },
};

export const CHECK_INVALID = {
  hasServerKey: true,
  isConfigured: false,
  message: 'The OpenAI API key is invalid or in the wrong format.',
  provider: 'openai',
  providerMessage: 'Meals come from gpt-4o-mini at api.openai.com.',
  keyPresent: true,
  keyFormatValid: false,
  diagnostics: { ...diagnostics(20, '…'), potentiallyModified: true },
};

/** The spec's minimal answer: only the three fields it promises. */
export const CHECK_NOT_CONFIGURED = { hasServerKey: false, isConfigured: false, message: '' };

export const CHECK_CATALOG = {
  hasServerKey: false,
  isConfigured: false,
  message: 'The server API key is not configured correctly. Please contact an administrator.',
  provider: 'catalog',
  providerMessage: 'No AI key is configured, so Larder suggests meals from its built-in recipe catalog. Everything works without one.',
  keyPresent: false,
  keyFormatValid: false,
  diagnostics: diagnostics(0, 'none'),
};

export const IMAGE_TEST_SUCCESS = {
  success: true,
  message: 'Image generated successfully.',
  error: null,
  imageUrl: '/api/images/test-1',
  details: { model: 'gpt-image-1', ms: 4200 },
};

export const IMAGE_TEST_FAILED = {
  success: false,
  message: 'Image generation failed.',
  error: 'Incorrect API key provided: sk-bad.',
  imageUrl: null,
  details: { type: 'authentication', status: 401 },
};
