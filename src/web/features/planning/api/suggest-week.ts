import { api, unwrap } from '../../../lib/api-client';

export type SuggestWeekRequest = Parameters<typeof api.plans.suggest.$post>[0]['json'];

/** POST /api/plans/suggest: the server plans the week (the planner never runs in the page). */
export const suggestWeek = (request: SuggestWeekRequest) => unwrap(api.plans.suggest.$post({ json: request }));
