import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../../domain/errors';
import { MAX_PLAN_STATE_BYTES, planStateSchema } from '../../../domain/meal-plan';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { errorBody } from '../../http/errors';
import { validateJson } from '../../http/validate';
import { getPlanState } from './get-plan-state';
import { savePlanState } from './save-plan-state';

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('validation', 'The request is too large.');
    },
  });

const CONFLICT_MESSAGE = 'A newer version of your plan was saved elsewhere.';

/** A signed-in cook's whole planning state (beyond the spec), restored on their other devices. */
export const planRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to keep your plan on this account.'))
  .get('/', async (c) => {
    const state = await getPlanState({ db: c.var.deps.database.db, userId: c.var.user.id });
    return c.json({ state });
  })
  .put('/', limitBody(MAX_PLAN_STATE_BYTES), validateJson(planStateSchema), async (c) => {
    const result = await savePlanState({ db: c.var.deps.database.db, userId: c.var.user.id, state: c.req.valid('json') });
    if (result.saved) return c.json({ state: result.state }, 200);
    return c.json({ ...errorBody('conflict', CONFLICT_MESSAGE), state: result.state }, 409);
  });
