import { describe, expect, it } from 'vitest';
import { createModelSlots } from './model-slots';

describe('model slots', () => {
  it('runs up to the concurrency at once, queues up to the queue length, and refuses past it', () => {
    const slots = createModelSlots({ concurrency: 2, queueLength: 2 });
    const tickets = [slots.reserve(), slots.reserve(), slots.reserve(), slots.reserve(), slots.reserve()];
    expect(tickets.map((ticket) => ticket?.position)).toEqual([0, 0, 1, 2, undefined]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
  });

  it('admits the queue in order as slots come back, telling each waiter its new place', async () => {
    const slots = createModelSlots({ concurrency: 1, queueLength: 3 });
    const running = slots.reserve();
    const [second, third] = [slots.reserve(), slots.reserve()];
    const places: Record<string, number[]> = { second: [], third: [] };
    const never = new AbortController().signal;
    const admitted: string[] = [];
    const secondReady = second?.ready(never, (p) => places.second?.push(p)).then(() => admitted.push('second'));
    const thirdReady = third?.ready(never, (p) => places.third?.push(p)).then(() => admitted.push('third'));
    running?.release();
    await secondReady;
    expect(admitted).toEqual(['second']);
    expect(places.third).toEqual([2, 1]);
    second?.release();
    await thirdReady;
    expect(admitted).toEqual(['second', 'third']);
    third?.release();
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('gives up a place in the queue when its client goes away, moving those behind it up', async () => {
    const slots = createModelSlots({ concurrency: 1, queueLength: 2 });
    const running = slots.reserve();
    const [leaving, staying] = [slots.reserve(), slots.reserve()];
    const gone = new AbortController();
    const places: number[] = [];
    const left = leaving?.ready(gone.signal, () => undefined);
    void staying?.ready(new AbortController().signal, (p) => places.push(p));
    gone.abort(new Error('went away'));
    await expect(left).rejects.toThrow('went away');
    leaving?.release();
    expect(places).toEqual([2, 1]);
    expect(slots.waiting).toBe(1);
    expect(slots.reserve()?.position).toBe(2);
    running?.release();
  });

  it('gives a slot back once, however often it is released', () => {
    const slots = createModelSlots({ concurrency: 1, queueLength: 0 });
    const ticket = slots.reserve();
    ticket?.release();
    ticket?.release();
    expect(slots.running).toBe(0);
    expect(slots.reserve()?.position).toBe(0);
    expect(slots.reserve()).toBeUndefined();
  });
});
