import { REALISTIC_MEALS } from '../tests/support/allergen-corpus/realistic-meals';
import { vetCorpus } from '../tests/support/allergen-corpus/vet-corpus';
import { median, type Figure } from './lib';

/** The share of clean model meals that fail-closed vetting still accepts, and what it costs. */
export function allergyVettingFigures(): Figure[] {
  // The first meal builds the lexicon's index: warm it up, then measure.
  vetCorpus(REALISTIC_MEALS.slice(0, 2));
  const result = vetCorpus();
  const sorted = [...result.timesMs].sort((a, b) => a - b);
  for (const [problem, times] of [...result.refusedClean].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
    console.log(`  clean meal refused ${times}×: ${problem}`);
  }
  return [
    {
      name: `allergy vetting: clean model meals accepted (${result.accepted} of ${result.clean}, ${REALISTIC_MEALS.length} meals × 14 allergies)`,
      value: (100 * result.accepted) / result.clean,
      unit: '%',
      budget: { min: 90 },
    },
    { name: 'allergy vetting: meals holding the allergy let through', value: result.unsafe.length, unit: 'meals', budget: { max: 0 } },
    { name: 'allergy vetting: time per meal (median)', value: median(result.timesMs), unit: 'ms' },
    { name: 'allergy vetting: time per meal (worst)', value: sorted.at(-1) ?? 0, unit: 'ms' },
  ];
}
