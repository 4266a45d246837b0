import type { Unit } from './unit-table';

/**
 * The words of an ingredient line that are not the food: how numbers are written in words,
 * the words that name a unit or a container, and the size, preparation and serving phrases
 * that belong in the note.
 */

/** A number as cooks write it: 2, 1.5, 1,5, ½, 1½, 1 ½, 1 1/2, 1/2. */
export const NUMBER = String.raw`(?:\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞])?|[½¼¾⅓⅔⅛⅜⅝⅞])`;

const VULGAR: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/** The value of a NUMBER match. */
export function numberValue(text: string): number {
  const source = text.trim();
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(source);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(source);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const decimal = /^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛⅜⅝⅞])?$/.exec(source);
  if (!decimal) return Number.NaN;
  return (decimal[1] ? Number(decimal[1].replace(',', '.')) : 0) + (decimal[2] ? (VULGAR[decimal[2]] ?? 0) : 0);
}

/** Numbers written as words, at the start of a line. */
export const WORD_NUMBERS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  half: '½',
  quarter: '¼',
};

/**
 * Words (singular, plural and short forms, lower-case) that name a unit when they stand where
 * a unit stands. The parser's own table covers metric, imperial and US measures.
 */
export const UNIT_WORDS: Record<string, Unit> = {
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  dessertspoon: 'dessertspoon',
  dessertspoons: 'dessertspoon',
  dsp: 'dessertspoon',
  pinch: 'pinch',
  pinches: 'pinch',
  dash: 'dash',
  dashes: 'dash',
  drop: 'drop',
  drops: 'drop',
  splash: 'splash',
  splashes: 'splash',
  glug: 'splash',
  glugs: 'splash',
  drizzle: 'drizzle',
  handful: 'handful',
  handfuls: 'handful',
  knob: 'knob',
  knobs: 'knob',
  clove: 'clove',
  cloves: 'clove',
  bunch: 'bunch',
  bunches: 'bunch',
  sprig: 'sprig',
  sprigs: 'sprig',
  slice: 'slice',
  slices: 'slice',
  rasher: 'rasher',
  rashers: 'rasher',
  stick: 'stick',
  sticks: 'stick',
  sheet: 'sheet',
  sheets: 'sheet',
  leaf: 'leaf',
  leaves: 'leaf',
  stalk: 'stalk',
  stalks: 'stalk',
  head: 'head',
  heads: 'head',
  fillet: 'fillet',
  fillets: 'fillet',
  piece: 'piece',
  pieces: 'piece',
  chunk: 'piece',
  cube: 'cube',
  cubes: 'cube',
  ball: 'ball',
  balls: 'ball',
  tin: 'tin',
  tins: 'tin',
  can: 'tin',
  cans: 'tin',
  jar: 'jar',
  jars: 'jar',
  pack: 'pack',
  packs: 'pack',
  packet: 'pack',
  packets: 'pack',
  package: 'pack',
  packages: 'pack',
  block: 'pack',
  blocks: 'pack',
  bag: 'bag',
  bags: 'bag',
  bottle: 'bottle',
  bottles: 'bottle',
  pot: 'pot',
  pots: 'pot',
  tub: 'pot',
  tubs: 'pot',
  carton: 'carton',
  cartons: 'carton',
  punnet: 'punnet',
  punnets: 'punnet',
  sachet: 'sachet',
  sachets: 'sachet',
  box: 'box',
  boxes: 'box',
};

/** Containers and pieces that follow a weight or volume ('400g tin', '2 x 125g balls'): dropped from the food. */
export const CONTAINER_AFTER_MEASURE =
  /^(?:tins?|cans?|jars?|packs?|packets?|packages?|bags?|bottles?|pots?|tubs?|cartons?|punnets?|sachets?|box(?:es)?|blocks?|balls?|bars?|sheets?|pieces?|piece|bunch(?:es)?|sticks?|logs?|fillets?|joints?|tray|trays)\b\s*(?:of\s+)?/i;

/** Words about size or heaping that stand before a unit or a food; they go to the note. */
export const SIZE_WORDS =
  /^(?:extra[- ]large|extra[- ]small|large|medium|small|big|little|heaped|heaping|level|rounded|scant|generous|good|fat|thick|thin|thumb[- ]sized|thumb-size|walnut[- ]sized|small-ish|smallish|largish)\b/i;

/** Phrases that end a line and say how the food is used, not what it is. */
export const TRAILING_NOTES =
  /\s*(?:,\s*)?\b(?:(?:or |and )?(?:to taste|to serve|to garnish|for garnish(?:ing)?|for frying|for greasing|for dusting|for drizzling|for brushing|for sprinkling|for the tin|for the pan|for deep[- ]frying|as needed|if needed|if you like|(?:optional)|plus (?:extra|more)\b.*))\s*$/i;

/** 'juice of 1 lemon', 'finely grated zest and juice of ½ orange', 'the zest from 2 limes'. */
export const PART_OF =
  /^(?:the\s+)?((?:finely\s+|coarsely\s+)?(?:grated\s+)?(?:zest|juice|rind)(?:\s+and\s+(?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind))?)\s+(?:of|from)\s+(.+)$/i;

/** Words before a number that only say it is approximate. */
export const APPROXIMATELY = /^(?:about|approx\.?|approximately|around|roughly|c\.|ca\.|circa|up to)\s+(?=\S)/i;
