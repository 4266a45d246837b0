import { useEffect, useRef, useState } from 'react';

/** Spec meal-planning-flow §4 'Progress display rules'. */
export const PROGRESS_FLOOR = 10;
export const PROGRESS_SIMULATION_CAP = 98;
const TICK_MS = 200;
const WATCHDOG_MS = 2_000;

/**
 * The progress a cook sees: the server's reported stage when it is ahead, otherwise a gentle
 * simulation so the bar never looks stuck. Never below 10; 100 only when done.
 */
export function useDisplayedProgress(reported: number, active: boolean, complete: boolean): number {
  const [shown, setShown] = useState(PROGRESS_FLOOR);
  const lastChange = useRef(Date.now());
  const lastReported = useRef(reported);

  useEffect(() => {
    if (reported !== lastReported.current) {
      lastReported.current = reported;
      lastChange.current = Date.now();
    }
    setShown((current) => Math.max(current, Math.min(reported, 99), PROGRESS_FLOOR));
  }, [reported]);

  useEffect(() => {
    if (!active) return;
    const tick = setInterval(() => {
      const idle = Date.now() - lastChange.current;
      setShown((current) => {
        const step = idle >= 3_000 ? 2 + Math.random() * 3 : 1 + Math.random() * 2;
        return Math.min(PROGRESS_SIMULATION_CAP, Math.max(current, current + step));
      });
    }, TICK_MS);
    const watchdog = setInterval(() => {
      const idle = Date.now() - lastChange.current;
      if (idle >= 5_000) setShown((current) => Math.min(PROGRESS_SIMULATION_CAP, current + 5));
      else if (idle >= 4_000) setShown((current) => Math.min(PROGRESS_SIMULATION_CAP, current + 3));
    }, WATCHDOG_MS);
    return () => {
      clearInterval(tick);
      clearInterval(watchdog);
    };
  }, [active]);

  useEffect(() => {
    if (complete) setShown(100);
    else if (!active) setShown(PROGRESS_FLOOR);
  }, [complete, active]);

  return Math.max(PROGRESS_FLOOR, shown);
}
