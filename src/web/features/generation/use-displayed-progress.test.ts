import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FLOOR, PROGRESS_SIMULATION_CAP, useDisplayedProgress } from './use-displayed-progress';

type Props = { reported: number; active: boolean; complete: boolean };

function renderProgress(initial: Props) {
  return renderHook((props: Props) => useDisplayedProgress(props.reported, props.active, props.complete), { initialProps: initial });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDisplayedProgress', () => {
  it('shows 10% before anything is reported', () => {
    const { result } = renderProgress({ reported: 0, active: false, complete: false });

    expect(result.current).toBe(PROGRESS_FLOOR);
  });

  it('never shows below 10% while generating', () => {
    const { result } = renderProgress({ reported: 0, active: true, complete: false });

    expect(result.current).toBe(10);
  });

  it('follows the reported stage percentages', () => {
    const { result, rerender } = renderProgress({ reported: 0, active: false, complete: false });

    rerender({ reported: 40, active: false, complete: false });
    expect(result.current).toBe(40);

    rerender({ reported: 70, active: false, complete: false });
    expect(result.current).toBe(70);
  });

  it('does not jump back when a lower stage is reported', () => {
    const { result, rerender } = renderProgress({ reported: 0, active: false, complete: false });
    rerender({ reported: 70, active: false, complete: false });

    rerender({ reported: 50, active: false, complete: false });

    expect(result.current).toBe(70);
  });

  it('creeps forward while waiting for the next stage', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderProgress({ reported: 30, active: true, complete: false });

    advance(1_000);

    expect(result.current).toBeGreaterThan(30);
    expect(result.current).toBeLessThan(40);
  });

  it('creeps faster after 3 s without a change', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderProgress({ reported: 30, active: true, complete: false });
    advance(3_000);
    const before = result.current;

    advance(200);

    expect(result.current - before).toBeGreaterThanOrEqual(2);
  });

  it('stays at or below 98% however long it waits', () => {
    const { result } = renderProgress({ reported: 85, active: true, complete: false });

    for (let second = 0; second < 300; second += 1) {
      advance(1_000);
      expect(result.current).toBeLessThanOrEqual(PROGRESS_SIMULATION_CAP);
    }
    expect(result.current).toBe(98);
  });

  it('does not show 100% for a reported 100 until generation is complete', () => {
    const { result } = renderProgress({ reported: 100, active: false, complete: false });

    expect(result.current).toBeLessThan(100);
  });

  it('shows 100% when complete', () => {
    const { result, rerender } = renderProgress({ reported: 50, active: true, complete: false });

    rerender({ reported: 50, active: false, complete: true });

    expect(result.current).toBe(100);
  });

  it('stops creeping once generation is no longer active', () => {
    const { result, rerender } = renderProgress({ reported: 30, active: true, complete: false });
    rerender({ reported: 30, active: false, complete: false });
    const stopped = result.current;

    advance(10_000);

    expect(result.current).toBe(stopped);
  });
});
