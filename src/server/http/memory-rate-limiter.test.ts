import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, SWEEP_EVERY_MS, type MemoryRateLimiterOptions } from './memory-rate-limiter';

const RULE = { windowSeconds: 60, max: 3 };

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 1_000_000, options: Omit<MemoryRateLimiterOptions, 'now'> = {}) {
  let time = start;
  const limiter = createMemoryRateLimiter({ ...options, now: () => time });
  return { limiter, advance: (ms: number) => void (time += ms) };
}

async function consumeTimes(limiter: ReturnType<typeof limiterAt>['limiter'], key: string, times: number) {
  const decisions = [];
  for (let i = 0; i < times; i += 1) decisions.push(await limiter.consume(key, RULE));
  return decisions;
}

describe('the in-memory rate limiter', () => {
  it('opens a window on a key’s first request and counts on within it', async () => {
    const { limiter } = limiterAt();
    expect(await consumeTimes(limiter, 'generation|address:a', 3)).toEqual([
      { allowed: true, count: 1, retryAfterSeconds: 60 },
      { allowed: true, count: 2, retryAfterSeconds: 60 },
      { allowed: true, count: 3, retryAfterSeconds: 60 },
    ]);
  });

  it('refuses past the max, telling when the window ends', async () => {
    const { limiter, advance } = limiterAt();
    await consumeTimes(limiter, 'generation|address:a', 3);
    advance(20_500);
    expect(await limiter.consume('generation|address:a', RULE)).toEqual({ allowed: false, count: 4, retryAfterSeconds: 40 });
    advance(39_400);
    expect(await limiter.consume('generation|address:a', RULE)).toEqual({ allowed: false, count: 5, retryAfterSeconds: 1 });
  });

  it('counts each key apart', async () => {
    const { limiter } = limiterAt();
    await consumeTimes(limiter, 'generation|address:a', 4);
    expect(await limiter.consume('generation|address:b', RULE)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.consume('plans|address:a', RULE)).toMatchObject({ allowed: true, count: 1 });
  });

  it('opens a new window once the old one has ended, however many the old one refused', async () => {
    const { limiter, advance } = limiterAt();
    await consumeTimes(limiter, 'generation|address:a', 5);
    advance(60_000);
    expect(await limiter.peek('generation|address:a')).toBe(0);
    expect(await limiter.consume('generation|address:a', RULE)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('peeks at the open window’s count without counting', async () => {
    const { limiter, advance } = limiterAt();
    expect(await limiter.peek('sign-in-failures|x')).toBe(0);
    await consumeTimes(limiter, 'sign-in-failures|x', 2);
    expect(await limiter.peek('sign-in-failures|x')).toBe(2);
    expect(await limiter.peek('sign-in-failures|x')).toBe(2);
    advance(59_999);
    expect(await limiter.peek('sign-in-failures|x')).toBe(2);
    advance(1);
    expect(await limiter.peek('sign-in-failures|x')).toBe(0);
  });

  it('resets one key, leaving the others', async () => {
    const { limiter } = limiterAt();
    await consumeTimes(limiter, 'sign-in-failures|x', 4);
    await consumeTimes(limiter, 'sign-in-failures|y', 4);
    await limiter.reset('sign-in-failures|x');
    expect(await limiter.peek('sign-in-failures|x')).toBe(0);
    expect(await limiter.peek('sign-in-failures|y')).toBe(4);
    expect(await limiter.consume('sign-in-failures|x', RULE)).toMatchObject({ allowed: true, count: 1 });
  });

  it('resets every count of one subject, under every name, and no one else’s', async () => {
    const { limiter } = limiterAt();
    for (const key of ['generation-catalog|user:ann', 'kitchen-push|user:ann', 'kitchen-push|user:anne', 'kitchen-push|user:bob']) {
      await limiter.consume(key, RULE);
    }
    await limiter.resetSubject('user:ann');
    expect(
      await Promise.all(
        ['generation-catalog|user:ann', 'kitchen-push|user:ann', 'kitchen-push|user:anne', 'kitchen-push|user:bob'].map((key) =>
          limiter.peek(key),
        ),
      ),
    ).toEqual([0, 0, 1, 1]);
  });

  describe('bounded memory', () => {
    it('drops ended windows, making room for new keys', async () => {
      const { limiter, advance } = limiterAt(0, { maxKeys: 2 });
      await limiter.consume('generation|address:a', RULE);
      await limiter.consume('generation|address:b', RULE);
      advance(Math.max(60_000, SWEEP_EVERY_MS));
      // Both windows have ended and were swept: each new key has a window of its own.
      await consumeTimes(limiter, 'generation|address:c', 3);
      expect(await limiter.consume('generation|address:d', RULE)).toMatchObject({ allowed: true, count: 1 });
    });

    it('at the cap, counts new keys in one shared window per limit, so rotating addresses cannot flood', async () => {
      const { limiter } = limiterAt(0, { maxKeys: 2 });
      await limiter.consume('generation|address:a', RULE);
      await limiter.consume('generation|address:b', RULE);
      const flood = [];
      for (let i = 0; i < 5; i += 1) flood.push(await limiter.consume(`generation|address:rotating-${i}`, RULE));
      expect(flood.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
      expect(flood[4]).toMatchObject({ count: 5, retryAfterSeconds: 60 });
      // Another limit's new keys share another window.
      expect(await limiter.consume('plans|address:rotating-0', RULE)).toMatchObject({ allowed: true, count: 1 });
    });

    it('at the cap, evicts no live count: a client already refused stays refused', async () => {
      const { limiter } = limiterAt(0, { maxKeys: 2 });
      await consumeTimes(limiter, 'generation|address:abuser', 3);
      await limiter.consume('generation|address:b', RULE);
      for (let i = 0; i < 100; i += 1) await limiter.consume(`generation|address:rotating-${i}`, RULE);
      expect(await limiter.consume('generation|address:abuser', RULE)).toMatchObject({ allowed: false, count: 4 });
      // A key already counted keeps counting in its own window.
      expect(await limiter.consume('generation|address:b', RULE)).toMatchObject({ allowed: true, count: 2 });
    });

    it('at the cap, peeks at a new key’s shared window, and a reset never clears that window', async () => {
      const { limiter } = limiterAt(0, { maxKeys: 1 });
      await limiter.consume('sign-in-failures|a', RULE);
      await consumeTimes(limiter, 'sign-in-failures|b', 2);
      await limiter.consume('sign-in-failures|c', RULE);
      expect(await limiter.peek('sign-in-failures|d')).toBe(3);
      await limiter.reset('sign-in-failures|b');
      expect(await limiter.peek('sign-in-failures|c')).toBe(3);
      expect(await limiter.peek('sign-in-failures|a')).toBe(1);
    });

    it('gives a new key a window of its own again once ended ones are swept', async () => {
      const { limiter, advance } = limiterAt(0, { maxKeys: 1 });
      await limiter.consume('generation|address:a', RULE);
      await consumeTimes(limiter, 'generation|address:flood', 4);
      advance(60_000);
      expect(await limiter.consume('generation|address:b', RULE)).toMatchObject({ allowed: true, count: 1 });
      expect(await limiter.consume('generation|address:b', RULE)).toMatchObject({ allowed: true, count: 2 });
    });
  });
});
