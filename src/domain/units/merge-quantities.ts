import { formatQuantity } from './format-quantity';
import type { Amount } from './ingredient-line';
import { UNIT_INFO, type Unit } from './unit-table';

/** What an amount measures once spoons are millilitres: the sums a list can add up. */
export type Dimension = 'mass' | 'volume' | 'count';

/** An amount in its base unit (g, ml or items), when it is one of those; a range counts as its middle. */
export function baseAmount(quantity: Amount): { value: number; dimension: Dimension } | undefined {
  const value = quantity.max !== undefined ? (quantity.amount + quantity.max) / 2 : quantity.amount;
  const info = UNIT_INFO[quantity.unit];
  switch (info.kind) {
    case 'mass':
      return { value, dimension: 'mass' };
    case 'volume':
      return { value, dimension: 'volume' };
    case 'spoon':
      return { value: value * (info.ml ?? 0), dimension: 'volume' };
    case 'count':
      return quantity.unit === 'item' ? { value, dimension: 'count' } : undefined;
    case 'container':
      return undefined;
  }
}

/** An amount for more or fewer servings (`factor` = servings wanted ÷ servings written); a range scales both ends. */
export function scaleQuantity(quantity: Amount, factor: number): Amount {
  return {
    amount: quantity.amount * factor,
    ...(quantity.max !== undefined ? { max: quantity.max * factor } : {}),
    unit: quantity.unit,
  };
}

const BASE_UNIT: Record<Dimension, Unit> = { mass: 'g', volume: 'ml', count: 'item' };

export type MergedQuantity = {
  text: string;
  /** The total when every part measured one thing, in base units (g, ml or items). */
  total?: { value: number; dimension: Dimension };
};

/**
 * Adds up the amounts of one item: weights with weights, volumes (spoons included) with
 * volumes, pieces with pieces (200 g + 300 g → 500 g; 250 ml + 1 l → 1.25 l); amounts that
 * cannot be added stay side by side (2 tbsp, 1 jar), and so do lines with no amount ('to taste').
 * All in one spoon keeps the spoon (1 tbsp + 2 tbsp → 3 tbsp).
 */
export function mergeQuantities(lines: readonly { quantity?: Amount; note?: string }[]): MergedQuantity {
  const groups = new Map<string, { dimension?: Dimension; unit: Unit; value: number; units: Set<Unit> }>();
  const loose: string[] = [];
  for (const line of lines) {
    if (!line.quantity) {
      const note = line.note?.trim();
      if (note && !loose.includes(note)) loose.push(note);
      continue;
    }
    const base = baseAmount(line.quantity);
    const key = base ? base.dimension : `unit:${line.quantity.unit}`;
    const group = groups.get(key) ?? {
      ...(base ? { dimension: base.dimension } : {}),
      unit: base ? BASE_UNIT[base.dimension] : line.quantity.unit,
      value: 0,
      units: new Set<Unit>(),
    };
    group.value += base ? base.value : (line.quantity.max ?? line.quantity.amount);
    group.units.add(line.quantity.unit);
    groups.set(key, group);
  }
  const parts = [...groups.values()].map((group) => {
    const [only] = [...group.units];
    const spoon = group.units.size === 1 && only !== undefined ? UNIT_INFO[only] : undefined;
    if (only && spoon?.kind === 'spoon' && spoon.ml) return formatQuantity({ amount: group.value / spoon.ml, unit: only });
    return formatQuantity({ amount: group.value, unit: group.unit });
  });
  const [single] = [...groups.values()];
  const total =
    groups.size === 1 && loose.length === 0 && single?.dimension ? { value: single.value, dimension: single.dimension } : undefined;
  return { text: [...parts, ...loose].join(', '), ...(total ? { total } : {}) };
}
