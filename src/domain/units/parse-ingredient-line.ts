import {
  parseIngredient,
  type Ingredient as ParsedByLibrary,
  type ParseIngredientOptions,
  type UnitOfMeasureDefinitions,
} from 'parse-ingredient';
import type { Amount, ParsedLine, ReadLine } from './ingredient-line';
import { MAX_LINE_AMOUNT } from './line-limits';
import {
  APPROXIMATELY,
  CONTAINER_AFTER_MEASURE,
  NUMBER,
  PART_OF,
  SIZE_WORDS,
  TRAILING_NOTES,
  UNIT_WORDS,
  WORD_NUMBERS,
  numberValue,
} from './line-words';
import { CONVERTED_UNITS, METRIC_SOURCE_UNITS, UNITS, UNIT_INFO, type Unit } from './unit-table';

/**
 * THE quantity parser of Larder: an ingredient line as a UK cook (or a US recipe site) writes
 * it, read into amount, unit, food and note. parse-ingredient reads numbers, fractions, ranges
 * and units; this module teaches it UK kitchen words (tins, knobs, handfuls, rashers, litres),
 * and handles what it does not: '1 x 400g tin', '200g/7oz', '100g (3½oz)', '2 (14.5-ounce)
 * cans', 'juice of 1 lemon', 'a handful of', 'two', '2 heaped tbsp', '1lb 2oz', and the notes
 * after the food ('finely chopped', 'to taste'). Imperial and US weights and volumes become g
 * and ml here, so nothing downstream meets an ounce or a cup.
 */

const count = (short: string, plural: string, alternates: string[] = []) => ({ short, plural, alternates, type: 'count' as const });

const ADDITIONAL_UOMS: UnitOfMeasureDefinitions = {
  tin: count('tin', 'tins'),
  jar: count('jar', 'jars'),
  bottle: count('bottle', 'bottles'),
  pot: count('pot', 'pots', ['tub', 'tubs']),
  punnet: count('punnet', 'punnets'),
  sachet: count('sachet', 'sachets'),
  pack: count('pack', 'packs', ['packet', 'packets', 'block', 'blocks']),
  handful: count('handful', 'handfuls'),
  knob: count('knob', 'knobs'),
  rasher: count('rasher', 'rashers'),
  slice: count('slice', 'slices'),
  fillet: count('fillet', 'fillets'),
  sheet: count('sheet', 'sheets'),
  leaf: count('leaf', 'leaves'),
  stalk: count('stalk', 'stalks'),
  cube: count('cube', 'cubes'),
  ball: count('ball', 'balls'),
  splash: { short: 'splash', plural: 'splashes', alternates: ['glug', 'glugs'], type: 'volume' },
  drizzle: { short: 'drizzle', plural: 'drizzles', alternates: [], type: 'volume' },
  dessertspoon: { short: 'dsp', plural: 'dessertspoons', alternates: ['dessert spoon', 'dessert spoons', 'dstspn'], type: 'volume' },
  liter: {
    short: 'l',
    plural: 'liters',
    alternates: ['l.', 'litre', 'litres', 'ltr', 'ltrs', 'lt'],
    type: 'volume',
    conversionFactor: 1000,
  },
  milliliter: {
    short: 'ml',
    plural: 'milliliters',
    alternates: ['mL', 'ml.', 'mls', 'millilitre', 'millilitres'],
    type: 'volume',
    conversionFactor: 1,
  },
  centiliter: { short: 'cl', plural: 'centiliters', alternates: ['centilitre', 'centilitres'], type: 'volume', conversionFactor: 10 },
  gram: { short: 'g', plural: 'grams', alternates: ['g.', 'gr', 'gm', 'gms', 'gramme', 'grammes'], type: 'mass', conversionFactor: 1 },
  kilogram: {
    short: 'kg',
    plural: 'kilograms',
    alternates: ['kg.', 'kgs', 'kilo', 'kilos', 'kilogramme'],
    type: 'mass',
    conversionFactor: 1000,
  },
  tablespoon: {
    short: 'tbsp',
    plural: 'tablespoons',
    alternates: ['tbsp.', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'T', 'tablespoonful', 'tablespoonfuls'],
    type: 'volume',
  },
  teaspoon: { short: 'tsp', plural: 'teaspoons', alternates: ['tsp.', 'tsps', 't', 'teaspoonful', 'teaspoonfuls'], type: 'volume' },
};

const SIZES = ['large', 'medium', 'small', 'lg', 'lg.', 'md', 'md.', 'med', 'med.', 'sm', 'sm.'];

const OPTIONS: ParseIngredientOptions = { additionalUOMs: ADDITIONAL_UOMS, ignoreUOMs: SIZES, round: 4 };

/** Larder's units the parser names otherwise (gram, milliliter, teaspoon, tablespoon; a plain count has no unit). */
const PARSER_NAMED: ReadonlySet<Unit> = new Set(['g', 'ml', 'item', 'tsp', 'tbsp']);

/** The parser's unit ids, as Larder's units (with the factor for converted ones). */
const UNIT_BY_ID: Record<string, { unit: Unit; factor: number }> = {
  ...Object.fromEntries(Object.entries(CONVERTED_UNITS).map(([id, { unit, factor }]) => [id, { unit, factor }])),
  teaspoon: { unit: 'tsp', factor: 1 },
  tablespoon: { unit: 'tbsp', factor: 1 },
  dozen: { unit: 'item', factor: 12 },
  ear: { unit: 'item', factor: 1 },
  can: { unit: 'tin', factor: 1 },
  package: { unit: 'pack', factor: 1 },
  container: { unit: 'pot', factor: 1 },
  // Every other unit of Larder's is known to the parser by its own name: a pinch is a pinch.
  ...Object.fromEntries(UNITS.filter((unit) => !PARSER_NAMED.has(unit)).map((unit) => [unit, { unit, factor: 1 }])),
};

/** Ends every text handed to the parser, so a line that ends at its unit ('½ tsp') still has one. */
const END = '¶';

const TRAILING_END = new RegExp(`\\s*${END}$`);
const STARTS_WITH_NUMBER = new RegExp(`^${NUMBER}`);
const LEADING_BULLET = /^(?:[•·▢☐□◦‣∙*▪■✓✔]|[-–—](?=\s))+\s*/;
const PACK_COUNT = new RegExp(String.raw`^(${NUMBER})\s*x(?:\s+|(?=\d))`, 'i');
const PACK_COUNT_BARE = new RegExp(
  String.raw`^(\d+)\s+(?=\d+(?:\.\d+)?\s*(?:g|kg|ml|l|oz|lb)\s+(?:tins?|cans?|jars?|packs?|packets?|bags?|bottles?|pots?|tubs?|cartons?|punnets?|sachets?|blocks?|balls?)\b)`,
  'i',
);
/** 'ripe tomato x2'. */
const TRAILING_COUNT = new RegExp(String.raw`\s+x\s?(${NUMBER})$`, 'i');
const MEASURE_TEXT = String.raw`${NUMBER}\s*(?:fl\.?\s?oz|[a-z]+\.?)`;
const SLASH_ALTERNATIVE = new RegExp(String.raw`(${MEASURE_TEXT})\s*\/\s*(${MEASURE_TEXT})`, 'gi');
const MODIFIER_BEFORE_UNIT = new RegExp(
  String.raw`^(${NUMBER}(?:\s*(?:-|–|to|or)\s*${NUMBER})?)\s+(heaped|heaping|level|rounded|scant|generous|good|large|small|big)\s+(?=([a-z]+))`,
  'i',
);
const COMPOUND_OUNCES = new RegExp(String.raw`^(${NUMBER})\s*(?:oz|ounces?)\b\.?\s*`, 'i');
/** Amounts in words that give no number: kept as a note, the food is what follows. */
const VAGUE_AMOUNT =
  /^((?:a little bit|a little|a bit|a squeeze|a sprinkling|a sprinkle|a touch|a dollop|some|plenty|lots)(?: of)?)\s+(?=\S)/i;
const FIRST_SPLITTING_COMMA = /(?<!\d),|,(?!\d)/;

type Reading = {
  quantity: number | null;
  max: number | null;
  unit: Unit | undefined;
  metricWritten: boolean;
  description: string;
  /** A length read where a unit stands ('2.5cm piece of ginger'): a size for the note. */
  size?: string;
};

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** One run of parse-ingredient, in Larder's units. */
function readWithParser(text: string): Reading {
  const [parsed] = parseIngredient(`${text} ${END}`, OPTIONS);
  return toReading(parsed);
}

function toReading(parsed: ParsedByLibrary | undefined): Reading {
  const description = (parsed?.description ?? '').replace(TRAILING_END, '').replace(END, '');
  const id = parsed?.unitOfMeasureID ?? null;
  const mapped = id ? UNIT_BY_ID[id] : undefined;
  const quantity = parsed?.quantity ?? null;
  const max = parsed?.quantity2 ?? null;
  if (id && !mapped) {
    // A length ('2.5cm piece of ginger'): the size goes to the note, the piece is counted.
    return {
      quantity: null,
      max: null,
      unit: undefined,
      metricWritten: false,
      description,
      size: `${quantity ?? ''} ${parsed?.unitOfMeasure ?? ''}`.trim(),
    };
  }
  return {
    quantity: quantity === null ? null : quantity * (mapped?.factor ?? 1),
    max: max === null ? null : max * (mapped?.factor ?? 1),
    unit: mapped?.unit,
    metricWritten: id !== null && METRIC_SOURCE_UNITS.has(id),
    description,
  };
}

/** A weight or volume on its own ('3½oz', 'about 400g', '240ml', '14.5 ounce'), or undefined. */
function readAlternative(text: string): (Amount & { metricWritten: boolean; each: boolean }) | undefined {
  const each = /\beach\b/i.test(text);
  const cleaned = text
    .replace(APPROXIMATELY, '')
    .replace(/\b(?:each|in total|total|drained(?: weight)?|net|approx\.?)\b/gi, ' ')
    .trim();
  if (!STARTS_WITH_NUMBER.test(cleaned)) return undefined;
  const reading = readWithParser(cleaned);
  if (reading.quantity === null || reading.description.trim() !== '') return undefined;
  if (reading.unit !== 'g' && reading.unit !== 'ml') return undefined;
  return { amount: reading.quantity, unit: reading.unit, metricWritten: reading.metricWritten, each };
}

/** '200g/7oz' and '7oz/200g' → the metric side; 'tsp/ml' pairs keep the first as written. */
function chooseSlashSide(first: string, second: string): string {
  const a = readAlternative(first);
  const b = readAlternative(second);
  if (a && b && !a.metricWritten && b.metricWritten) return second;
  return first;
}

function clean(raw: string): string {
  return raw
    .replace(/[\u00a0\u2009\u202f\t]/g, ' ')
    .replace(/[×✕]/g, 'x')
    .replace(/\u2044/g, '/')
    .replace(/[‐‑]/g, '-')
    .replace(LEADING_BULLET, '')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d)-(?=[a-z])/gi, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isHeading(line: string): boolean {
  if (/^[\d½¼¾⅓⅔⅛]/.test(line)) return false;
  if (/:$/.test(line) && line.length <= 80) return true;
  return /^for (?:the )?[a-z'’ -]{1,40}$/i.test(line) && line.split(' ').length <= 6;
}

/** 'a handful' → '1 handful', 'two' → '2', 'half a lemon' → '½ lemon'; 'a little' and 'a few' stay words. */
function numbersFromWords(head: string): string {
  const half = /^half (?:an?|of an?|of the)\s+/i.exec(head);
  if (half) return `½ ${head.slice(half[0].length)}`;
  const couple = /^a couple(?: of)?\s+/i.exec(head);
  if (couple) return `2 ${head.slice(couple[0].length)}`;
  // 'A few' is read as three, the usual reading; the line keeps its words.
  const few = /^a few\s+/i.exec(head);
  if (few) return `3 ${head.slice(few[0].length)}`;
  const article = /^(an?)\s+(\S+)/i.exec(head);
  if (article) {
    const next = (article[2] ?? '').toLowerCase();
    if (['little', 'bit', 'squeeze', 'sprinkle', 'sprinkling', 'touch', 'dollop'].includes(next)) return head;
    return `1 ${head.slice((article[1] ?? '').length + 1)}`;
  }
  const word = /^([a-z]+)\b\s*/i.exec(head);
  const digits = word ? WORD_NUMBERS[(word[1] ?? '').toLowerCase()] : undefined;
  if (word && digits) return `${digits} ${head.slice(word[0].length)}`;
  return head;
}

function takeSizeWords(description: string, notes: string[]): string {
  let rest = description;
  for (let match = SIZE_WORDS.exec(rest); match; match = SIZE_WORDS.exec(rest)) {
    notes.push(match[0].toLowerCase());
    rest = rest.slice(match[0].length).trimStart();
  }
  return rest;
}

function tidyFood(food: string): string {
  return food
    .replace(/^of\s+/i, '')
    .replace(/[\s.;:*]+$/, '')
    .replace(/^[\s,;:*-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Prepared = {
  raw: string;
  head: string;
  tail: string;
  notes: string[];
  alternative: ReturnType<typeof readAlternative>;
  packs: number | undefined;
  vague: boolean;
};

/** Everything before parse-ingredient reads the amount: what is not the amount is taken off or noted. */
function prepareLine(raw: string): Prepared | ReadLine {
  let line = clean(raw);
  if (!line) return { kind: 'ingredient', text: raw, quantity: null, food: '', note: null };
  if (isHeading(line)) return { kind: 'heading', text: raw, heading: line.replace(/:$/, '').trim() };

  const notes: string[] = [];
  const part = PART_OF.exec(line);
  if (part) {
    notes.push((part[1] ?? '').toLowerCase());
    line = part[2] ?? '';
  }

  let alternative: ReturnType<typeof readAlternative>;
  line = line.replace(/\(([^()]*)\)/g, (_whole, inner: string) => {
    const measure = alternative ? undefined : readAlternative(inner);
    if (measure) alternative = measure;
    else if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  line = line.replace(/\s+/g, ' ').trim();

  const comma = FIRST_SPLITTING_COMMA.exec(line);
  let head = comma ? line.slice(0, comma.index).trim() : line;
  const tail = comma ? line.slice(comma.index + 1).trim() : '';

  head = numbersFromWords(head.replace(APPROXIMATELY, ''));
  head = head.replace(SLASH_ALTERNATIVE, (_whole, first: string, second: string) => chooseSlashSide(first, second));

  let packs: number | undefined;
  const trailingCount = TRAILING_COUNT.exec(head);
  if (trailingCount) {
    packs = numberValue(trailingCount[1] ?? '');
    head = head.slice(0, trailingCount.index);
  }
  const pack = packs === undefined ? (PACK_COUNT.exec(head) ?? PACK_COUNT_BARE.exec(head)) : null;
  if (pack) {
    packs = numberValue(pack[1] ?? '');
    head = numbersFromWords(head.slice(pack[0].length));
  }
  head = head.replace(MODIFIER_BEFORE_UNIT, (whole, number: string, modifier: string, next: string) => {
    if (!UNIT_WORDS[next.toLowerCase()] && !/^(?:tsp|tbsp|teaspoons?|tablespoons?)$/i.test(next)) return whole;
    notes.unshift(modifier.toLowerCase());
    return `${number} `;
  });

  const vague = VAGUE_AMOUNT.exec(head);
  if (vague) {
    notes.push((vague[1] ?? '').toLowerCase());
    head = head.slice(vague[0].length);
  }
  return { raw, head, tail, notes, alternative, packs, vague: vague !== null };
}

/** The amount parse-ingredient read, made into Larder's amount, food and note. */
function finishLine(prepared: Prepared, reading: Reading): ReadLine {
  const { raw, tail, notes, alternative, packs, vague } = prepared;
  let { quantity, max, unit } = reading;
  const { metricWritten } = reading;
  if (reading.size) notes.push(reading.size);
  if (unit && quantity === null && !vague) quantity = 1;
  let description = takeSizeWords(reading.description.trim(), notes);

  // 'handfuls of spinach' after a number, or 'pinch of salt' on its own: the unit came late.
  if (!unit) {
    const first = /^([a-z]+)\b\s*/i.exec(description);
    const named = first ? UNIT_WORDS[(first[1] ?? '').toLowerCase()] : undefined;
    const rest = first ? description.slice(first[0].length) : '';
    if (first && named && (quantity !== null || reading.size !== undefined || /^of\s/i.test(rest))) {
      unit = named;
      if (!vague) quantity ??= 1;
      description = takeSizeWords(rest.replace(/^of\s+/i, ''), notes);
    }
  }
  // '1lb 2oz beef mince'.
  if (unit === 'g' && quantity !== null) {
    const ounces = COMPOUND_OUNCES.exec(description);
    if (ounces) {
      quantity += numberValue(ounces[1] ?? '') * CONVERTED_UNITS.ounce.factor;
      description = description.slice(ounces[0].length);
    }
  }
  // '400g tin chopped tomatoes', '2 x 125g balls mozzarella': the container is not the food.
  if (unit === 'g' || unit === 'ml') description = description.replace(CONTAINER_AFTER_MEASURE, '');
  if (packs !== undefined) {
    if (quantity === null) {
      quantity = packs;
      unit ??= 'item';
    } else {
      quantity *= packs;
      if (max !== null) max *= packs;
    }
  }

  if (alternative) {
    const kind = unit ? UNIT_INFO[unit].kind : 'count';
    if (quantity === null) {
      ({ amount: quantity, unit } = alternative);
      max = null;
    } else if (kind === 'container' || (kind === 'count' && (unit === 'item' || unit === undefined) && alternative.each)) {
      const times = quantity;
      quantity = times * alternative.amount;
      max = max === null ? null : max * alternative.amount;
      unit = alternative.unit;
    } else if ((unit === 'item' || unit === undefined) && quantity !== null) {
      quantity = alternative.amount;
      max = null;
      unit = alternative.unit;
    } else if ((unit === 'g' || unit === 'ml') && !metricWritten && alternative.metricWritten) {
      quantity = alternative.amount;
      max = null;
      unit = alternative.unit;
    }
  }

  let food = description;
  const trailing = TRAILING_NOTES.exec(food);
  if (trailing && trailing.index > 0) {
    notes.push(trailing[0].replace(/^[\s,]+/, '').trim());
    food = food.slice(0, trailing.index);
  }
  food = tidyFood(food);
  if (tail) notes.push(tail);

  const note = notes.filter(Boolean).join(', ');
  // '1E7' is a number to the parser but no amount a kitchen holds: such a line keeps its text, not a quantity.
  const amount: Amount | null =
    quantity === null || !Number.isFinite(quantity) || round(quantity) > MAX_LINE_AMOUNT
      ? null
      : {
          amount: round(quantity),
          ...(max !== null && Number.isFinite(max) && max > quantity && round(max) <= MAX_LINE_AMOUNT ? { max: round(max) } : {}),
          unit: unit ?? 'item',
        };
  return { kind: 'ingredient', text: raw, quantity: amount, food, note: note || null };
}

/** An ingredient line read into amount, unit, food and note; a heading reads as a line with no food. */
/**
 * Reads ingredient lines (or headings of groups of them, 'For the sauce:'). Many lines at once
 * are faster: parse-ingredient prepares itself once per call, not once per line.
 */
export function readIngredientLines(raws: readonly string[]): ReadLine[] {
  const prepared = raws.map(prepareLine);
  const pending = prepared.filter((entry): entry is Prepared => 'head' in entry);
  const parsed =
    pending.length > 0
      ? parseIngredient(
          pending.map((entry) => `${entry.head} ${END}`),
          OPTIONS,
        )
      : [];
  const readings = new Map(pending.map((entry, index) => [entry, toReading(parsed[index])]));
  return prepared.map((entry) => ('head' in entry ? finishLine(entry, readings.get(entry) ?? toReading(undefined)) : entry));
}

/** Reads one ingredient line, or the heading of a group of lines ('For the sauce:'). */
export function readIngredientLine(raw: string): ReadLine {
  const [read] = readIngredientLines([raw]);
  return read ?? { kind: 'ingredient', text: raw, quantity: null, food: '', note: null };
}

export function parseIngredientLine(raw: string): ParsedLine {
  const read = readIngredientLine(raw);
  if (read.kind === 'heading') return { text: raw, quantity: null, food: '', note: null };
  const { kind: _kind, ...line } = read;
  return line;
}

/** Many lines at once (faster than one by one); headings read as lines with no food. */
export function parseIngredientLines(raws: readonly string[]): ParsedLine[] {
  return readIngredientLines(raws).map((read, index) =>
    read.kind === 'heading'
      ? { text: raws[index] ?? '', quantity: null, food: '', note: null }
      : { text: read.text, quantity: read.quantity, food: read.food, note: read.note },
  );
}

/** An amount on its own ('400g', '2 tbsp', '½ tsp', '2 onions', '1 x 400g tin'), or undefined when it has none. */
export function parseAmount(text: string): Amount | undefined {
  return parseIngredientLine(text).quantity ?? undefined;
}

/**
 * A quantity written on its own, as a model or an older Larder wrote it next to an ingredient's
 * name ('2 tbsp, finely chopped', '400g', 'to taste'): the amount when it has one, and what else
 * it says as a note. The food words it may repeat ('2 onions') are the ingredient's name already.
 */
export function readQuantityText(text: string): { quantity?: Amount; note?: string } {
  const trimmed = text.trim();
  if (!trimmed) return {};
  // '20 g, in place of amba (mango pickle)': an amount, then the cook's words kept as written.
  const comma = trimmed.indexOf(',');
  if (comma > 0) {
    const head = parseIngredientLine(trimmed.slice(0, comma));
    const rest = trimmed.slice(comma + 1).trim();
    if (head.quantity && !head.food && !head.note) return { quantity: head.quantity, ...(rest ? { note: rest } : {}) };
  }
  const line = parseIngredientLine(trimmed);
  if (!line.quantity) return { note: trimmed };
  return { quantity: line.quantity, ...(line.note ? { note: line.note } : {}) };
}
