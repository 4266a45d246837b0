import { z } from 'zod';
import { IMPORT_RATE } from '../domain/recipes';
import { SUGGEST_RATE } from '../domain/week-plan';
import { parseTrustProxy } from './http/client-address';
import { formatCount } from '../domain/text/format-count';

/** Blank variables count as unset, so `FOO= npm start` behaves like no FOO at all. */
function optionalText() {
  return z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
}

function url(protocols: readonly string[], example: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );
}

/** A whole number between min and max; blank or unset gives the default. */
function count(defaultValue: number, min: number, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${formatCount(max)}`)
      .default(defaultValue),
  );
}

function choice<const T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number]) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : String(value).toLowerCase()),
    z.enum(values).default(defaultValue),
  );
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65_535).default(3000),
    ),
    HOST: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('./data')),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@127.0.0.1:5432/larder'),
    DATABASE_POOL_SIZE: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(100).optional(),
    ),
    SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@127.0.0.1:2525'),
    MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('Larder <no-reply@larder.local>')),
    BASE_URL: url(['http:', 'https:'], 'https://larder.example.com'),
    AUTH_SECRET: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    OPENAI_API_KEY: optionalText(),
    OPENAI_BASE_URL: url(['http:', 'https:'], 'https://api.openai.com/v1'),
    OPENAI_MODEL: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('gpt-4o-mini')),
    OPENAI_IMAGE_MODEL: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('gpt-image-1')),
    AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(10_000).default(5),
    ),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Who may have meals from the server's model: cooks with an account, or any visitor. */
    GENERATION_ACCESS: choice(['account', 'anyone'], 'account'),
    /** Pictures from the image model (each costs money); off draws Larder's own illustrations. */
    OPENAI_IMAGES: choice(['off', 'on'], 'off'),
    MODEL_CONCURRENCY: count(4, 1, 100),
    MODEL_QUEUE_LENGTH: count(20, 0, 1_000),
    MODEL_DAILY_LIMIT_PER_USER: count(50, 0, 1_000_000),
    MODEL_DAILY_LIMIT: count(1_000, 0, 10_000_000),
    IMAGE_STORE_LIMIT_MB: count(500, 1, 1_000_000),
    CATALOG_RATE_LIMIT_PER_10_MIN: count(120, 1, 1_000_000),
    MODEL_RATE_LIMIT_PER_10_MIN: count(20, 1, 1_000_000),
    IMAGE_TEST_RATE_LIMIT_PER_10_MIN: count(5, 1, 1_000_000),
    RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN: count(IMPORT_RATE.max, 1, 1_000_000),
    PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN: count(SUGGEST_RATE.max, 1, 1_000_000),
    /** A device's pushes of kitchen changes (a tick in the shop is one): two a second, sustained. */
    KITCHEN_PUSH_RATE_LIMIT_PER_10_MIN: count(1_200, 1, 1_000_000),
    /** The recipe form's previews of its lines, sent as the cook types: one a second, sustained. */
    RECIPE_PREVIEW_RATE_LIMIT_PER_10_MIN: count(600, 1, 1_000_000),
    SIGN_IN_FAILURES_BEFORE_DELAY: count(5, 1, 1_000),
    MAIL_LOG_LINKS: choice(['true', 'false'], 'true').transform((value) => value === 'true'),
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** Tests only: recipe import may fetch private and loopback addresses (a local fixture site). */
    IMPORT_ALLOW_PRIVATE_HOSTS: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : value),
      z
        .enum(['true', 'false', '1', '0'])
        .default('false')
        .transform((value) => value === 'true' || value === '1'),
    ),
    LOG_LEVEL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .transform((env) => ({
    ...env,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    OPENAI_BASE_URL: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Larder cannot start: the environment has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once, at start. The only reader of process.env in the server. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`));
}

/** For a command's start (the server, the backup tool): the environment, or its problems said plainly and exit code 1. */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
