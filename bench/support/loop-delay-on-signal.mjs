// Loaded into the server by `npm run bench` (abuse): on SIGUSR2 it writes the longest the event
// loop was held since the last signal (ms) to LOOP_DELAY_FILE and starts counting again.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  writeFileSync(process.env.LOOP_DELAY_FILE ?? '/dev/null', String(histogram.max / 1e6));
  histogram.reset();
});
