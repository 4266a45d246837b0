import { readStored, writeStored } from './storage';

/** Spec: a local counter of meal interactions (select, favourite, details); counts only, nothing of the meals. */
export const INTERACTIONS_KEY = 'meal_interactions';

export function countInteraction(kind: 'select' | 'favorite' | 'details'): void {
  let counts: Record<string, number> = {};
  try {
    const parsed = JSON.parse(readStored('local', INTERACTIONS_KEY) ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) counts = parsed as Record<string, number>;
  } catch {
    /* a broken counter starts again */
  }
  counts[kind] = (counts[kind] ?? 0) + 1;
  writeStored('local', INTERACTIONS_KEY, JSON.stringify(counts));
}
