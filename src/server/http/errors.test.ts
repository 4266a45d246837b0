import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { createLogger } from '../logger';
import { favoriteMeals } from '../db/schema';
import { createErrorHandler } from './errors';
import { testDatabases } from '../../../tests/support/test-databases';
import { validateJson } from './validate';
import { readJson, type ErrorBody } from '../../../tests/support/http-client';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/boom', () => {
    throw error;
  });
  app.post('/items', validateJson(z.object({ name: z.string().min(1, 'Give the item a name'), count: z.number().int() })), (c) =>
    c.json(c.req.valid('json')),
  );
  return app;
}

describe('the error handler', () => {
  it('turns an unexpected failure into a JSON 500 without a stack trace', async () => {
    const response = await appThrowing(new Error('secret internals at /srv/app.js:12')).request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { type: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toContain('secret internals');
  });

  it.each([
    [new AppError('unauthenticated', 'Please sign in.'), 401, 'unauthenticated'],
    [new AppError('forbidden', 'Not yours.'), 403, 'forbidden'],
    [new AppError('rate_limit', 'Slow down.'), 429, 'rate_limit'],
    [new AppError('unavailable', 'Database down.'), 503, 'unavailable'],
    [new HTTPException(413, { message: 'Too big' }), 413, 'too_large'],
  ])('answers %s with its status and type', async (error, status, type) => {
    const response = await appThrowing(error).request('/boom');
    expect(response.status).toBe(status);
    expect((await readJson<ErrorBody>(response)).error.type).toBe(type);
  });

  it('answers a malformed JSON body with 400 and a plain message', async () => {
    const response = await appThrowing(null).request('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { type: 'validation', message: 'The request body is not valid JSON.' } });
  });

  it('answers a body that breaks the schema with 400 naming each field', async () => {
    const response = await appThrowing(null).request('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', count: 1.5 }),
    });
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body.error.type).toBe('validation');
    expect(body.error.message).toBe('name: Give the item a name');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['name', 'count']);
  });
});

describe.each(testDatabases())('a write for an account deleted mid-request ($name)', ({ open }) => {
  // The database's own refusal, not a hand-made object: the shape differs between drivers.
  async function foreignKeyRefusal(): Promise<unknown> {
    const database = await open();
    try {
      await database.db.insert(favoriteMeals).values({ userId: 'deleted-cook', mealId: 'm1', meal: {} });
    } catch (error) {
      return error;
    } finally {
      await database.close();
    }
    throw new Error('the insert was expected to be refused');
  }

  it('is answered 401 "sign in again", not a 500', async () => {
    const response = await appThrowing(await foreignKeyRefusal()).request('/boom');
    expect(response.status).toBe(401);
    expect(await readJson<ErrorBody>(response)).toEqual({
      error: { type: 'unauthenticated', message: 'Your session has ended. Please sign in again.' },
    });
  });
});
