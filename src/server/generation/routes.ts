import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { mealIllustrationSvg } from '../../catalog';
import { AppError } from '../../domain/errors';
import {
  INVALID_PREFERENCES_MESSAGE,
  generationFailureMessage,
  generationRequestSchema,
  type GenerationEvent,
} from '../../domain/generation';
import type { AppEnv } from '../context';
import { consumeRateLimit } from '../http/rate-limit';
import { parseOrThrow, validateParams } from '../http/validate';
import { classifyProviderError } from './classify-error';
import { GenerationFailure, generateMeals } from './generate-meals';
import { loadImage } from './image-store';
import { createCatalogProvider } from './providers/catalog-provider';
import { USER_KEY_HEADER, resolveProvider } from './resolve-provider';

/** Per cook (or per address when signed out): generations are costly with a model. */
export const GENERATION_RATE = { windowSeconds: 600, max: 30 };

const validateGeneration = validator('json', (value) => {
  const result = generationRequestSchema.safeParse(value);
  if (!result.success && result.error.issues.some((issue) => issue.message === INVALID_PREFERENCES_MESSAGE)) {
    throw new AppError('validation', INVALID_PREFERENCES_MESSAGE, { preferences: INVALID_PREFERENCES_MESSAGE });
  }
  return parseOrThrow(generationRequestSchema, value);
});

const illustrationQuery = z.object({
  name: z.string().trim().min(1).max(160),
  cuisine: z.string().max(40).optional(),
  i: z.union([z.string().max(80), z.array(z.string().max(80)).max(6)]).optional(),
});

export const generationRoutes = new Hono<AppEnv>().post('/', validateGeneration, async (c) => {
  const { env, logger, database, auth, tuning, metrics } = c.var.deps;
  const request = c.req.valid('json');
  const userKey = c.req.header(USER_KEY_HEADER);
  if (userKey !== undefined && (userKey.trim().length < 8 || userKey.length > 300)) {
    throw new AppError('validation', 'The API key sent with the request is not valid.');
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const who = session ? `user:${session.user.id}` : `ip:${c.var.clientIp ?? 'unknown'}`;
  const limit = await consumeRateLimit(database.db, `generation|${who}`, GENERATION_RATE);
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfterSeconds));
    throw new AppError('rate_limit', 'API rate limit reached. Please wait a few minutes and try again.');
  }

  const notices: string[] = [];
  const catalog = createCatalogProvider((shortfall) => notices.push(shortfall.message));
  const provider = resolveProvider(env, userKey, catalog, (call) => metrics.modelCall(call));
  return streamSSE(c, async (stream) => {
    const disconnected = new AbortController();
    stream.onAbort(() => disconnected.abort(new DOMException('The client went away.', 'AbortError')));
    const deadline = AbortSignal.timeout(tuning.generationTimeoutMs);
    const signal = AbortSignal.any([disconnected.signal, deadline]);
    const emit = async (event: GenerationEvent) => {
      if (!disconnected.signal.aborted) await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
    };
    try {
      await generateMeals(
        request,
        { db: database.db, logger, provider, fallback: catalog, retryDelay: tuning.retryDelay, seed: Date.now() % 2 ** 31, notices },
        emit,
        signal,
      );
      metrics.generation(provider.kind, 'success');
    } catch (error) {
      if (disconnected.signal.aborted) {
        metrics.generation(provider.kind, 'client_gone');
        logger.info('generation stopped: the client went away');
        return;
      }
      if (deadline.aborted) {
        metrics.generation(provider.kind, 'timeout');
        await emit({ event: 'error', data: { type: 'timeout', message: generationFailureMessage('timeout') } });
        return;
      }
      metrics.generation(provider.kind, 'failed');
      if (error instanceof GenerationFailure) {
        await emit({ event: 'error', data: { type: error.type, message: error.message } });
        return;
      }
      logger.error({ err: error }, 'generation failed');
      const type = classifyProviderError(error);
      await emit({ event: 'error', data: { type, message: generationFailureMessage(type) } });
    }
  });
});

export const imageRoutes = new Hono<AppEnv>().get('/:id', validateParams(z.object({ id: z.string().uuid('Unknown image') })), async (c) => {
  const image = await loadImage(c.var.deps.database.db, c.req.valid('param').id);
  if (!image) throw new AppError('not_found', 'There is no such image.');
  return c.body(new Uint8Array(image.data), 200, {
    'Content-Type': image.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});

export const illustrationRoutes = new Hono<AppEnv>().get('/meal.svg', (c) => {
  const query = parseOrThrow(illustrationQuery, { ...c.req.query(), i: c.req.queries('i') });
  const ingredients = query.i === undefined ? [] : Array.isArray(query.i) ? query.i : [query.i];
  return c.body(mealIllustrationSvg({ name: query.name, cuisine: query.cuisine, ingredients }), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
});
