import { afterEach, beforeEach, vi } from 'vitest';

/** A stray console.error fails the test that caused it (epic-stack's rule). */
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    spy.mockRestore();
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  spy.mockRestore();
});
