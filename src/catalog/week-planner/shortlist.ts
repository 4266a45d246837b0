import type { Candidate } from './candidates';

/**
 * Dishes the search chooses among: enough for packs to match, few enough that seeds give
 * different weeks (over the whole catalog the same few cupboard dishes win every time).
 */
export const SHORTLIST = { size: 50, perCuisine: 5, perProtein: 6 } as const;

/**
 * The candidates the model sees: those the cook chose, then the most appealing (favourites,
 * cuisines, ingredients to use, the seed's jitter) net of what a portion costs, a few per
 * cuisine and per main protein so the week's variety rules can always be kept (the cook's own
 * recipes are not held to those). Linear in the number of candidates, so a catalog of
 * thousands costs a sort, not a harder model.
 */
export function shortlist(
  candidates: readonly Candidate[],
  servings: number,
  costWeight: number,
  size: number = SHORTLIST.size,
  /** Cuisines the cook picked: not capped, or a cook who picked one would get five dishes of it. */
  pickedCuisines: ReadonlySet<string> = new Set(),
): Candidate[] {
  const ranked = [...candidates].sort(
    (a, b) => b.appeal - costWeight * servings * b.costPerPortion - (a.appeal - costWeight * servings * a.costPerPortion),
  );
  const picked: Candidate[] = candidates.filter((candidate) => candidate.chosen);
  const limit = size + picked.length;
  const cuisines = new Map<string, number>();
  const proteins = new Map<string, number>();
  for (const candidate of ranked) {
    if (picked.length >= limit) break;
    if (candidate.chosen) continue;
    const cuisine = cuisines.get(candidate.recipe.cuisine) ?? 0;
    const protein = candidate.proteinFamily ? (proteins.get(candidate.proteinFamily) ?? 0) : 0;
    // A cook's own recipes are few and wanted, and those with no cuisine all count as British.
    const capped = !candidate.own;
    if (capped && ((cuisine >= SHORTLIST.perCuisine && !pickedCuisines.has(candidate.recipe.cuisine)) || protein >= SHORTLIST.perProtein))
      continue;
    cuisines.set(candidate.recipe.cuisine, cuisine + 1);
    if (candidate.proteinFamily) proteins.set(candidate.proteinFamily, protein + 1);
    picked.push(candidate);
  }
  return picked;
}
