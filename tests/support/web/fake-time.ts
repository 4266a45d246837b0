import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { toasts } from './web-harness';

/**
 * Lets fake time pass (after `vi.useFakeTimers()`), running what it sets off, the promise
 * chains of a fetch and a streamed body included, inside act.
 */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The toast region once sonner has put up what was asked for: it shows a new toast on a
 * zero-delay timer, which fake time runs a millisecond later.
 */
export async function fakeToasts() {
  await advance(5);
  return toasts();
}
