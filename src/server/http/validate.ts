import { validator } from 'hono/validator';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../../domain/errors';

// The server answers in zod's English words for every schema, those written with zod's functional
// API too (the domain's, since decision 0015), which loads no words of its own. zod's full API sets
// them when it loads; this says so rather than relying on it.
z.config(z.locales.en());

/**
 * Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and lone UTF-16 surrogates
 * (jsonb refuses them). Found anywhere in a request, keys included, it is a 400, never a 500.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path.join('.') || 'value' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorableText(key, [...path, '(key)']) ?? findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Parses with a domain schema, or throws a validation AppError naming each bad field. */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    throw new AppError('validation', `${unstorable}: the text holds characters that cannot be saved (a null character or a broken one).`, {
      [unstorable]: 'Invalid characters',
    });
  }
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const [first] = result.error.issues;
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw new AppError('validation', `${where}${first?.message ?? 'The request is not valid.'}`, fields);
}

export const validateJson = <T extends z.core.$ZodType>(schema: T) => validator('json', (value) => parseOrThrow(schema, value));

export const validateQuery = <T extends z.core.$ZodType>(schema: T) => validator('query', (value) => parseOrThrow(schema, value));

export const validateParams = <T extends z.core.$ZodType>(schema: T) => validator('param', (value) => parseOrThrow(schema, value));
