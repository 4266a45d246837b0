/**
 * A stand-in for a Larder server in its own container, for data-dir-lock tests:
 * `node --import tsx tests/support/lock-holder.ts <dataDir> <holdMs> [busyMs]` takes the data
 * directory's lock, says 'locked', holds it for holdMs (or until SIGTERM, as a server) and lets go
 * ('released'); or says 'refused: …'. Given busyMs, it blocks its main thread for that long two
 * heartbeats after taking the lock ('busy', then 'free'), as a server's start can. It
 * believes it is process 1, as every server in its own container may, so nothing can rest on
 * process ids.
 */
import { LOCK_TEST_TIMING } from './lock-timing';

Object.defineProperty(process, 'pid', { value: 1 });
const { lockDataDir } = await import('../../src/server/db/data-dir-lock');

const [dataDir = '', holdMs = '1000', busyMs] = process.argv.slice(2);
try {
  const release = await lockDataDir(
    dataDir,
    () => {
      console.log('lost');
      process.exit(3);
    },
    LOCK_TEST_TIMING,
  );
  console.log('locked');
  const letGo = () => {
    release();
    console.log('released');
    process.exit(0);
  };
  process.once('SIGTERM', letGo);
  setTimeout(letGo, Number(holdMs));
  if (busyMs) {
    setTimeout(() => {
      console.log('busy');
      const until = Date.now() + Number(busyMs);
      while (Date.now() < until) {
        // Nothing but the heartbeat's thread can run meanwhile.
      }
      console.log('free');
    }, 2 * LOCK_TEST_TIMING.heartbeatMs);
  }
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
