import { Hono } from 'hono';
import { planStateSchema } from '../../../domain/meal-plan';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { BODY_LIMITS } from '../../../domain/limits';
import { readBody } from '../../http/body-limit';
import { errorBody } from '../../http/errors';
import { validateJson } from '../../http/validate';
import { getPlanState } from './get-plan-state';
import { savePlanState } from './save-plan-state';

const CONFLICT_MESSAGE = 'A newer version of your plan was saved elsewhere.';

/** A signed-in cook's whole planning state (beyond the spec), restored on their other devices. */
export const planRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to keep your plan on this account.'))
  .get('/', async (c) => {
    const state = await getPlanState({ db: c.var.deps.database.db, userId: c.var.user.id });
    return c.json({ state });
  })
  .put('/', readBody(BODY_LIMITS.plan), validateJson(planStateSchema), async (c) => {
    const result = await savePlanState({ db: c.var.deps.database.db, userId: c.var.user.id, state: c.req.valid('json') });
    if (result.saved) return c.json({ state: result.state }, 200);
    return c.json({ ...errorBody('conflict', CONFLICT_MESSAGE), state: result.state }, 409);
  });
