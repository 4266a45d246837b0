import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./allergen-check');
  vi.resetModules();
});

describe('loading the allergen lexicon', () => {
  it('tries again after a failed load, so a cook who was offline still gets the labels later', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('./allergen-check', async (importOriginal) => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadAllergenCheck } = await import('./use-allergen-check');

    await expect(loadAllergenCheck()).rejects.toThrow();
    offline = false;
    const check = await loadAllergenCheck();
    expect(typeof check.withWorkedOutAllergens).toBe('function');
  });
});
