import { planStateSchema, type PlanState } from '../../../domain/meal-plan';
import { api, unwrap } from '../../lib/api-client';

/** A save either stored this state, or met a newer one saved elsewhere, which it returns. */
export type SavePlanResult = { status: 'saved' | 'conflict'; state: PlanState };

/** The plan kept on the signed-in cook's account, or null when none was saved yet. */
export async function fetchPlanState(): Promise<PlanState | null> {
  const body = await unwrap<{ state: unknown }>(api.plan.$get());
  return body.state === null ? null : planStateSchema.parse(body.state);
}

/** Saves the whole state; a 409 is not an error here: the caller gets the newer state to take. */
export async function savePlanState(state: PlanState): Promise<SavePlanResult> {
  const request = api.plan.$put({ json: state });
  const response = await request.catch(() => undefined);
  if (response?.status === 409) {
    const body = (await response.json()) as { state: unknown };
    return { status: 'conflict', state: planStateSchema.parse(body.state) };
  }
  // unwrap turns a network failure (the rejected request) or an error body into an ApiError.
  const body = await unwrap<{ state: unknown }>(response ? Promise.resolve(response) : request);
  return { status: 'saved', state: planStateSchema.parse(body.state) };
}
