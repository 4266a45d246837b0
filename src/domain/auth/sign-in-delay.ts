/** Failed sign-ins to one account are counted over this window (issue #14). */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** The longest an attempt is held: long enough to make guessing slow, short enough for a cook. */
export const SIGN_IN_MAX_DELAY_MS = 10_000;

/**
 * How long a sign-in attempt to an account waits before it is checked, after `failures` failed
 * attempts in the window: nothing up to `allowed`, then 1 s, 2 s, 4 s… up to 10 s. Every attempt
 * is still checked, so no one can lock a cook out by failing on purpose.
 */
export function signInDelayMs(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(1_000 * 2 ** Math.min(failures - allowed, 16), SIGN_IN_MAX_DELAY_MS);
}
