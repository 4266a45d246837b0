import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { mealIllustrationSvg } from '../../catalog';
import { AppError } from '../../domain/errors';
import {
  INVALID_PREFERENCES_MESSAGE,
  OWN_API_KEY_HEADER,
  OWN_API_KEY_MAX_LENGTH,
  OWN_API_KEY_MIN_LENGTH,
  generationRequestSchema,
} from '../../domain/generation';
import { findUser } from '../auth/require-user';
import type { AppEnv } from '../context';
import { eventStream } from '../http/event-stream';
import { enforceRateLimit, rateSubject } from '../http/rate-limit';
import { findUnstorableText, parseOrThrow, validateParams } from '../http/validate';
import { chooseSource } from './choose-source';
import { loadImage } from './image-store';
import { QUEUE_FULL_RETRY_AFTER_SECONDS } from './model-slots';
import { runGeneration } from './run-generation';
import { loadOwnRecipeSupply } from '../features/recipes/own-recipe-supply';

/** Per cook (or per address when signed out), in ten minutes; the counts come from the environment. */
export const GENERATION_RATE_WINDOW_SECONDS = 600;
const RATE_LIMITED = 'API rate limit reached. Please wait a few minutes and try again.';
const QUEUE_FULL = 'Larder is making as many meals with its AI model as it can just now. Please try again in a minute.';

const validateGeneration = validator('json', (value) => {
  const result = generationRequestSchema.safeParse(value);
  if (!result.success && result.error.issues.some((issue) => issue.message === INVALID_PREFERENCES_MESSAGE)) {
    throw new AppError('validation', INVALID_PREFERENCES_MESSAGE, { preferences: INVALID_PREFERENCES_MESSAGE });
  }
  // parseOrThrow's answer for a request that parsed, without parsing it again.
  if (result.success && !findUnstorableText(value)) return result.data;
  return parseOrThrow(generationRequestSchema, value);
});

const illustrationQuery = z.object({
  name: z.string().trim().min(1).max(160),
  cuisine: z.string().max(40).optional(),
  i: z.union([z.string().max(80), z.array(z.string().max(80)).max(6)]).optional(),
});

export const generationRoutes = new Hono<AppEnv>().post('/', validateGeneration, async (c) => {
  const { env, modelSlots, metrics } = c.var.deps;
  const request = c.req.valid('json');
  const userKey = c.req.header(OWN_API_KEY_HEADER);
  if (userKey !== undefined && (userKey.trim().length < OWN_API_KEY_MIN_LENGTH || userKey.length > OWN_API_KEY_MAX_LENGTH)) {
    throw new AppError('validation', 'The API key sent with the request is not valid.');
  }
  const userId = (await findUser(c))?.id;
  const recipeSource = userId ? request.preferences.recipeSource : 'larder';
  // Only my recipes: Larder plans from them alone, so no model is asked (nor counted).
  const source =
    recipeSource === 'mine'
      ? ({ kind: 'catalog' } as const)
      : chooseSource(env, { signedIn: Boolean(userId), userKey, onModelCall: (call) => metrics.modelCall(call) });
  const subject = rateSubject(c, userId);
  const perWindow = source.kind === 'model' ? env.MODEL_RATE_LIMIT_PER_10_MIN : env.CATALOG_RATE_LIMIT_PER_10_MIN;
  await enforceRateLimit(
    c,
    `generation-${source.kind}|${subject}`,
    { windowSeconds: GENERATION_RATE_WINDOW_SECONDS, max: perWindow },
    RATE_LIMITED,
  );
  // Read once the request is within its limit (a refused one costs no query), and before a model
  // slot is taken, so a failed read never holds one.
  const ownRecipes = await loadOwnRecipeSupply(c.var.deps.database.db, userId, recipeSource);

  const ticket = source.kind === 'model' ? modelSlots.reserve() : undefined;
  if (source.kind === 'model' && !ticket) {
    c.header('Retry-After', String(QUEUE_FULL_RETRY_AFTER_SECONDS));
    throw new AppError('rate_limit', QUEUE_FULL);
  }
  const usage = { key: subject, userId };
  return await eventStream(
    c,
    (stream) => runGeneration({ deps: c.var.deps, request, source, ticket, usage, stream, ownRecipes }),
    (error) => c.var.deps.logger.error({ err: error }, 'generation stream failed'),
  );
});

export const imageRoutes = new Hono<AppEnv>().get('/:id', validateParams(z.object({ id: z.string().uuid('Unknown image') })), async (c) => {
  const image = await loadImage(c.var.deps.database.db, c.req.valid('param').id);
  if (!image) {
    // Removed to keep the store under its size (or never made): the meal's illustration instead.
    const fallback = illustrationQuery.safeParse({ ...c.req.query(), i: c.req.queries('i') });
    if (!fallback.success) throw new AppError('not_found', 'There is no such image.');
    const query = new URL(c.req.url).search;
    return c.redirect(`/api/illustrations/meal.svg${query}`, 302);
  }
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
