import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      BASE_URL: 'http://localhost:3000',
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
  });

  it('gives the cost and abuse limits their defaults (README, Configuration)', () => {
    expect(parseEnv({})).toMatchObject({
      GENERATION_ACCESS: 'account',
      OPENAI_IMAGES: 'off',
      MODEL_CONCURRENCY: 4,
      MODEL_QUEUE_LENGTH: 20,
      MODEL_DAILY_LIMIT_PER_USER: 50,
      MODEL_DAILY_LIMIT: 1_000,
      IMAGE_STORE_LIMIT_MB: 500,
      CATALOG_RATE_LIMIT_PER_10_MIN: 120,
      MODEL_RATE_LIMIT_PER_10_MIN: 20,
      IMAGE_TEST_RATE_LIMIT_PER_10_MIN: 5,
      SIGN_IN_FAILURES_BEFORE_DELAY: 5,
      MAIL_LOG_LINKS: true,
      TRUST_PROXY: { kind: 'none' },
    });
    // Catalog meals cost no model money: their limit is the looser one.
    const env = parseEnv({});
    expect(env.CATALOG_RATE_LIMIT_PER_10_MIN).toBeGreaterThan(env.MODEL_RATE_LIMIT_PER_10_MIN);
  });

  it('reads the limits and switches when set', () => {
    expect(
      parseEnv({
        GENERATION_ACCESS: 'anyone',
        OPENAI_IMAGES: 'ON',
        MODEL_CONCURRENCY: '2',
        MODEL_QUEUE_LENGTH: '0',
        MODEL_DAILY_LIMIT: '0',
        MAIL_LOG_LINKS: 'false',
        TRUST_PROXY: '10.0.0.0/8',
      }),
    ).toMatchObject({
      GENERATION_ACCESS: 'anyone',
      OPENAI_IMAGES: 'on',
      MODEL_CONCURRENCY: 2,
      MODEL_QUEUE_LENGTH: 0,
      MODEL_DAILY_LIMIT: 0,
      MAIL_LOG_LINKS: false,
      TRUST_PROXY: { kind: 'addresses', described: ['10.0.0.0/8'] },
    });
  });

  it('sizes the PostgreSQL pool when asked, and otherwise leaves it to the number of cores', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '8' }).DATABASE_POOL_SIZE).toBe(8);
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', OPENAI_API_KEY: '' })).toMatchObject({ PORT: 3000 });
  });

  it('derives BASE_URL from PORT and drops a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).BASE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ BASE_URL: 'https://larder.example.com/' }).BASE_URL).toBe('https://larder.example.com');
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL'],
    ['SMTP_URL', 'localhost:25', 'SMTP_URL'],
    ['BASE_URL', 'larder.example.com', 'BASE_URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['AUTH_SECRET', 'short', 'AUTH_SECRET'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE'],
    ['DATABASE_POOL_SIZE', 'four', 'DATABASE_POOL_SIZE'],
    ['GENERATION_ACCESS', 'everyone', 'GENERATION_ACCESS'],
    ['OPENAI_IMAGES', 'yes', 'OPENAI_IMAGES'],
    ['MODEL_CONCURRENCY', '0', 'MODEL_CONCURRENCY'],
    ['MODEL_QUEUE_LENGTH', '-1', 'MODEL_QUEUE_LENGTH'],
    ['MODEL_DAILY_LIMIT_PER_USER', 'lots', 'MODEL_DAILY_LIMIT_PER_USER'],
    ['CATALOG_RATE_LIMIT_PER_10_MIN', '0', 'CATALOG_RATE_LIMIT_PER_10_MIN'],
    ['TRUST_PROXY', 'proxy.example.com', 'TRUST_PROXY'],
    ['TRUST_PROXY', '10.0.0.0/40', 'TRUST_PROXY'],
    ['MAIL_LOG_LINKS', 'maybe', 'MAIL_LOG_LINKS'],
  ])('refuses %s=%s with a message naming the variable', (name, value, named) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(named));
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({ PORT: 'x', BASE_URL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(2);
    }
  });
});
