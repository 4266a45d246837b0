/**
 * The units a parsed amount can carry. Weights and volumes are always metric (g, ml): ounces,
 * pounds, cups, pints and fluid ounces are converted when a line is read, so nothing downstream
 * meets them. Spoons stay spoons (a cook reads '2 tbsp', not '30 ml'); the rest are counts of
 * something: plain pieces ('item': 2 onions), or a named piece or container.
 */
export const UNITS = [
  'g',
  'ml',
  'item',
  'tsp',
  'tbsp',
  'dessertspoon',
  'pinch',
  'dash',
  'drop',
  'splash',
  'drizzle',
  'handful',
  'knob',
  'clove',
  'bunch',
  'sprig',
  'slice',
  'rasher',
  'stick',
  'sheet',
  'leaf',
  'stalk',
  'head',
  'fillet',
  'piece',
  'cube',
  'ball',
  'tin',
  'jar',
  'pack',
  'bag',
  'bottle',
  'pot',
  'carton',
  'punnet',
  'sachet',
  'box',
] as const;
export type Unit = (typeof UNITS)[number];

export type UnitKind = 'mass' | 'volume' | 'spoon' | 'count' | 'container';

export type UnitInfo = {
  kind: UnitKind;
  /** Millilitres in one, for spoons and splashes (UK metric spoons: 5 and 15 ml). */
  ml?: number;
  /**
   * A cook's estimate of grams in one, used only when the food itself does not say
   * (a knob of butter, a handful of leaves): better than leaving the line out of the sums.
   */
  grams?: number;
  singular: string;
  plural: string;
};

export const UNIT_INFO: Record<Unit, UnitInfo> = {
  g: { kind: 'mass', singular: 'g', plural: 'g' },
  ml: { kind: 'volume', singular: 'ml', plural: 'ml' },
  item: { kind: 'count', singular: '', plural: '' },
  tsp: { kind: 'spoon', ml: 5, singular: 'tsp', plural: 'tsp' },
  tbsp: { kind: 'spoon', ml: 15, singular: 'tbsp', plural: 'tbsp' },
  dessertspoon: { kind: 'spoon', ml: 10, singular: 'dessertspoon', plural: 'dessertspoons' },
  // A pinch is about 1/16 tsp, a dash 1/8 tsp, a drop 0.05 ml; a splash or a drizzle about 2 tsp.
  pinch: { kind: 'spoon', ml: 0.3, singular: 'pinch', plural: 'pinches' },
  dash: { kind: 'spoon', ml: 0.6, singular: 'dash', plural: 'dashes' },
  drop: { kind: 'spoon', ml: 0.05, singular: 'drop', plural: 'drops' },
  splash: { kind: 'spoon', ml: 10, singular: 'splash', plural: 'splashes' },
  drizzle: { kind: 'spoon', ml: 10, singular: 'drizzle', plural: 'drizzles' },
  handful: { kind: 'count', grams: 30, singular: 'handful', plural: 'handfuls' },
  knob: { kind: 'count', grams: 15, singular: 'knob', plural: 'knobs' },
  clove: { kind: 'count', grams: 5, singular: 'clove', plural: 'cloves' },
  bunch: { kind: 'count', grams: 30, singular: 'bunch', plural: 'bunches' },
  sprig: { kind: 'count', grams: 1, singular: 'sprig', plural: 'sprigs' },
  slice: { kind: 'count', singular: 'slice', plural: 'slices' },
  rasher: { kind: 'count', singular: 'rasher', plural: 'rashers' },
  stick: { kind: 'count', singular: 'stick', plural: 'sticks' },
  sheet: { kind: 'count', singular: 'sheet', plural: 'sheets' },
  leaf: { kind: 'count', singular: 'leaf', plural: 'leaves' },
  stalk: { kind: 'count', singular: 'stalk', plural: 'stalks' },
  head: { kind: 'count', singular: 'head', plural: 'heads' },
  fillet: { kind: 'count', singular: 'fillet', plural: 'fillets' },
  piece: { kind: 'count', singular: 'piece', plural: 'pieces' },
  cube: { kind: 'count', singular: 'cube', plural: 'cubes' },
  ball: { kind: 'count', singular: 'ball', plural: 'balls' },
  tin: { kind: 'container', singular: 'tin', plural: 'tins' },
  jar: { kind: 'container', singular: 'jar', plural: 'jars' },
  pack: { kind: 'container', singular: 'pack', plural: 'packs' },
  bag: { kind: 'container', singular: 'bag', plural: 'bags' },
  bottle: { kind: 'container', singular: 'bottle', plural: 'bottles' },
  pot: { kind: 'container', singular: 'pot', plural: 'pots' },
  carton: { kind: 'container', singular: 'carton', plural: 'cartons' },
  punnet: { kind: 'container', singular: 'punnet', plural: 'punnets' },
  sachet: { kind: 'container', singular: 'sachet', plural: 'sachets' },
  box: { kind: 'container', singular: 'box', plural: 'boxes' },
};

/**
 * Imperial and US measures, as the factor to the metric unit they become. A cup is the US cup
 * (UK recipes do not use cups; US ones do); pints, quarts, gallons and fluid ounces are
 * imperial, as a UK cook's jug reads.
 */
export const CONVERTED_UNITS = {
  ounce: { unit: 'g', factor: 28.349523 },
  pound: { unit: 'g', factor: 453.59237 },
  kilogram: { unit: 'g', factor: 1000 },
  milligram: { unit: 'g', factor: 0.001 },
  gram: { unit: 'g', factor: 1 },
  cup: { unit: 'ml', factor: 236.58824 },
  'fluid ounce': { unit: 'ml', factor: 28.413063 },
  pint: { unit: 'ml', factor: 568.26125 },
  quart: { unit: 'ml', factor: 1136.5225 },
  gallon: { unit: 'ml', factor: 4546.09 },
  liter: { unit: 'ml', factor: 1000 },
  deciliter: { unit: 'ml', factor: 100 },
  centiliter: { unit: 'ml', factor: 10 },
  milliliter: { unit: 'ml', factor: 1 },
} as const satisfies Record<string, { unit: 'g' | 'ml'; factor: number }>;

/** Whether a measure was written in a unit a UK kitchen scale or jug reads directly. */
export const METRIC_SOURCE_UNITS: ReadonlySet<string> = new Set([
  'gram',
  'kilogram',
  'milligram',
  'liter',
  'deciliter',
  'centiliter',
  'milliliter',
]);
