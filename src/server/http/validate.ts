import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../domain/errors';

/** Parses with a domain schema, or throws a validation AppError naming each bad field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
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

export const validateJson = <T extends z.ZodType>(schema: T) =>
  validator('json', (value) => parseOrThrow(schema, value));

export const validateQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', (value) => parseOrThrow(schema, value));

export const validateParams = <T extends z.ZodType>(schema: T) =>
  validator('param', (value) => parseOrThrow(schema, value));
