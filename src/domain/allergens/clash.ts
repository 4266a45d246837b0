import { ALLERGEN_LABELS, type Allergen } from './allergen';

/** Why a food is ruled out, in words a cook reads: "contains Peanuts", "is pork ('pork')". */
export type Clash = {
  reason: string;
  /** 'contains' or 'may' for an allergen the cook declared, 'excluded' for a typed food or group. */
  kind: 'contains' | 'may' | 'excluded';
  allergen?: Allergen;
  entry?: string;
};

/** Clashes in one sentence a cook reads: 'contains Celery, Mustard; may contain Sesame seeds; …'. */
export function describeClashes(clashes: readonly Clash[]): string {
  const labels = (kind: Clash['kind']) =>
    clashes.flatMap((clash) => (clash.kind === kind && clash.allergen ? [ALLERGEN_LABELS[clash.allergen]] : []));
  const parts = [
    ...(labels('contains').length > 0 ? [`contains ${labels('contains').join(', ')}`] : []),
    ...(labels('may').length > 0 ? [`may contain ${labels('may').join(', ')}`] : []),
    ...new Set(clashes.filter((clash) => clash.kind === 'excluded').map((clash) => clash.reason)),
  ];
  return parts.join('; ');
}
