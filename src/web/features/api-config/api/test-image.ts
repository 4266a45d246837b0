import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../../lib/api-client';

/** Spec shell §9: the extended HTTP time-out; an image can take the model a while. */
export const IMAGE_TEST_TIMEOUT_MS = 120_000;

export type ImageTestResult = InferResponseType<(typeof api.config)['test-image']['$post']>;

/** POST /api/config/test-image: asks the image model for one picture. Throws ApiError when the call fails. */
export function testImageGeneration(): Promise<ImageTestResult> {
  return unwrap(api.config['test-image'].$post(undefined, { init: { signal: AbortSignal.timeout(IMAGE_TEST_TIMEOUT_MS) } }));
}
