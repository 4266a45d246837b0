import { describe, expect, it } from 'vitest';
import { REALISTIC_MEALS } from '../../tests/support/allergen-corpus/realistic-meals';
import { vetCorpus } from '../../tests/support/allergen-corpus/vet-corpus';

describe('fail-closed vetting on everyday model answers', () => {
  const result = vetCorpus();

  it('lets no meal through that holds the allergy, for any of the 14', () => {
    expect(REALISTIC_MEALS.length).toBeGreaterThanOrEqual(40);
    expect(result.unsafe).toEqual([]);
  });

  it('still accepts at least 90% of the clean meals (npm run bench prints the figure)', () => {
    expect(result.accepted / result.clean).toBeGreaterThanOrEqual(0.9);
  });
});
