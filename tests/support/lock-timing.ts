import type { LockTiming } from '../../src/server/db/data-dir-lock';

/** The lock's heartbeat and staleness, shortened so the tests run in seconds. */
export const LOCK_TEST_TIMING: LockTiming = { heartbeatMs: 200, staleAfterMs: 1_500 };
