/**
 * Quantities as cooks write them ('200 g', '0.3 kg', '2 onions', '1 jar', '½ tsp'), and the
 * unit table that lets them be added up when they measure the same thing.
 */
export type Dimension = 'mass' | 'volume' | 'count';

const UNITS: Record<string, { dimension: Dimension | 'unit'; factor: number; canonical: string }> = {
  g: { dimension: 'mass', factor: 1, canonical: 'g' },
  gram: { dimension: 'mass', factor: 1, canonical: 'g' },
  kg: { dimension: 'mass', factor: 1000, canonical: 'kg' },
  kilogram: { dimension: 'mass', factor: 1000, canonical: 'kg' },
  oz: { dimension: 'mass', factor: 28.35, canonical: 'oz' },
  ounce: { dimension: 'mass', factor: 28.35, canonical: 'oz' },
  lb: { dimension: 'mass', factor: 453.6, canonical: 'lb' },
  pound: { dimension: 'mass', factor: 453.6, canonical: 'lb' },
  ml: { dimension: 'volume', factor: 1, canonical: 'ml' },
  millilitre: { dimension: 'volume', factor: 1, canonical: 'ml' },
  milliliter: { dimension: 'volume', factor: 1, canonical: 'ml' },
  l: { dimension: 'volume', factor: 1000, canonical: 'l' },
  litre: { dimension: 'volume', factor: 1000, canonical: 'l' },
  liter: { dimension: 'volume', factor: 1000, canonical: 'l' },
  tsp: { dimension: 'volume', factor: 5, canonical: 'tsp' },
  teaspoon: { dimension: 'volume', factor: 5, canonical: 'tsp' },
  tbsp: { dimension: 'volume', factor: 15, canonical: 'tbsp' },
  tablespoon: { dimension: 'volume', factor: 15, canonical: 'tbsp' },
  cup: { dimension: 'volume', factor: 240, canonical: 'cup' },
  pint: { dimension: 'volume', factor: 568, canonical: 'pint' },
  jar: { dimension: 'unit', factor: 1, canonical: 'jar' },
  tin: { dimension: 'unit', factor: 1, canonical: 'tin' },
  can: { dimension: 'unit', factor: 1, canonical: 'tin' },
  pack: { dimension: 'unit', factor: 1, canonical: 'pack' },
  packet: { dimension: 'unit', factor: 1, canonical: 'pack' },
  bunch: { dimension: 'unit', factor: 1, canonical: 'bunch' },
  clove: { dimension: 'unit', factor: 1, canonical: 'clove' },
  pinch: { dimension: 'unit', factor: 1, canonical: 'pinch' },
  handful: { dimension: 'unit', factor: 1, canonical: 'handful' },
  slice: { dimension: 'unit', factor: 1, canonical: 'slice' },
  sprig: { dimension: 'unit', factor: 1, canonical: 'sprig' },
  stick: { dimension: 'unit', factor: 1, canonical: 'stick' },
  bag: { dimension: 'unit', factor: 1, canonical: 'bag' },
  bottle: { dimension: 'unit', factor: 1, canonical: 'bottle' },
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };

export function singularise(word: string): string {
  const lower = word.toLowerCase();
  if (/(ch|sh|ss|x)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('oes')) return lower.slice(0, -2);
  if (lower.endsWith('ves')) return `${lower.slice(0, -3)}f`;
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > 2) return lower.slice(0, -1);
  return lower;
}

export type Quantity = {
  value: number;
  /** mass in g, volume in ml, count in items, or a named unit ('jar') counted as it is. */
  dimension: Dimension | 'unit';
  /** The unit as written, canonical ('kg', 'tbsp', 'jar'), or the counted noun ('onion'), or ''. */
  unit: string;
};

function readNumber(text: string): { value: number; rest: string } | undefined {
  const source = text.trimStart();
  const mixed = source.match(/^(\d+)\s+(\d+)\s*\/\s*(\d+)/);
  if (mixed) return { value: Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]), rest: source.slice(mixed[0].length) };
  const fraction = source.match(/^(\d+)\s*\/\s*(\d+)/);
  if (fraction) return { value: Number(fraction[1]) / Number(fraction[2]), rest: source.slice(fraction[0].length) };
  const decimal = source.match(/^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛])?/);
  if (!decimal || (!decimal[1] && !decimal[2])) return undefined;
  const value = (decimal[1] ? Number(decimal[1].replace(',', '.')) : 0) + (decimal[2] ? (FRACTIONS[decimal[2]] ?? 0) : 0);
  return { value, rest: source.slice(decimal[0].length) };
}

/** Reads one quantity; undefined when it has no number ('a pinch', 'to taste'). Notes after a comma are ignored. */
export function parseQuantity(text: string): Quantity | undefined {
  const head = (text.split(',')[0] ?? '').trim();
  const number = readNumber(head);
  if (!number || !Number.isFinite(number.value) || number.value <= 0) return undefined;
  const word = number.rest.trim().replace(/^x\s+/i, '').split(/\s+/)[0]?.replace(/\.$/, '') ?? '';
  if (!word) return { value: number.value, dimension: 'count', unit: '' };
  const known = UNITS[word.toLowerCase()] ?? UNITS[singularise(word)];
  if (known) {
    return known.dimension === 'unit'
      ? { value: number.value, dimension: 'unit', unit: known.canonical }
      : { value: number.value * known.factor, dimension: known.dimension, unit: known.canonical };
  }
  const noun = singularise(number.rest.trim().split(/\s+/).at(-1) ?? word);
  return { value: number.value, dimension: 'count', unit: ['large', 'medium', 'small'].includes(noun) ? '' : noun };
}

function trim(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded);
}

/** Shows a base amount in the unit a cook reads best: 500 g, 1.25 kg, 280 ml, 1.5 l. */
export function formatAmount(value: number, dimension: Dimension): string {
  switch (dimension) {
    case 'mass':
      return value >= 1000 ? `${trim(value / 1000)} kg` : `${Math.round(value)} g`;
    case 'volume':
      return value >= 1000 ? `${trim(value / 1000)} l` : `${Math.round(value)} ml`;
    case 'count':
      return trim(value);
  }
}

function plural(noun: string, value: number): string {
  if (!noun || value <= 1) return noun;
  if (/(ch|sh|ss|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (noun.endsWith('o')) return `${noun}es`;
  return `${noun}s`;
}

export type MergedQuantity = {
  text: string;
  /** The total when every part measured one thing, in base units (g, ml or items). */
  total?: { value: number; dimension: Dimension };
};

/**
 * Adds up quantities of one item: parts that measure the same thing are summed (200 g + 0.3 kg
 * → 500 g; 1 onion + 2 onions → 3 onions; 250 ml + 1 l → 1.25 l); parts that cannot be added
 * stay side by side, joined with commas (2 tbsp, 1 jar).
 */
export function mergeQuantities(texts: readonly string[]): MergedQuantity {
  const groups = new Map<string, { dimension: Quantity['dimension']; unit: string; value: number; units: Set<string> }>();
  const loose: string[] = [];
  for (const text of texts) {
    const trimmed = text.trim();
    if (!trimmed) continue;
    const quantity = parseQuantity(trimmed);
    if (!quantity) {
      if (!loose.includes(trimmed)) loose.push(trimmed);
      continue;
    }
    const key =
      quantity.dimension === 'count' || quantity.dimension === 'unit' ? `${quantity.dimension}:${quantity.unit}` : quantity.dimension;
    const group = groups.get(key) ?? { dimension: quantity.dimension, unit: quantity.unit, value: 0, units: new Set<string>() };
    group.value += quantity.value;
    group.units.add(quantity.unit);
    groups.set(key, group);
  }
  // Plain counts ('2') join the counted noun when there is exactly one ('1 onion' + '2' → 3 onions).
  const bare = groups.get('count:');
  const nouns = [...groups.keys()].filter((key) => key.startsWith('count:') && key !== 'count:');
  if (bare && nouns.length === 1) {
    const target = groups.get(nouns[0] as string);
    if (target) target.value += bare.value;
    groups.delete('count:');
  }
  const parts = [...groups.values()].map((group) => {
    if (group.dimension === 'unit') return `${trim(group.value)} ${plural(group.unit, group.value)}`;
    if (group.dimension === 'count') return group.unit ? `${trim(group.value)} ${plural(group.unit, group.value)}` : trim(group.value);
    const [only] = [...group.units];
    // All in tablespoons (or teaspoons): keep the cook's unit.
    if (group.units.size === 1 && (only === 'tbsp' || only === 'tsp')) return `${trim(group.value / (only === 'tbsp' ? 15 : 5))} ${only}`;
    return formatAmount(group.value, group.dimension);
  });
  const [single] = [...groups.values()];
  const total =
    groups.size === 1 && loose.length === 0 && single && single.dimension !== 'unit'
      ? { value: single.value, dimension: single.dimension }
      : undefined;
  return { text: [...parts, ...loose].join(', '), ...(total ? { total } : {}) };
}
