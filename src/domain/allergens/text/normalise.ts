/**
 * One way of reading food words, shared by the lexicon, the ingredient table, a model's lines and
 * what a cook types: lower case, no accents or apostrophes, UK spellings, singular words.
 */

/** US and variant spellings, read as the UK word. */
const SPELLINGS: Record<string, string> = {
  yogurt: 'yoghurt',
  yogurts: 'yoghurt',
  yoghourt: 'yoghurt',
  sulfite: 'sulphite',
  sulfites: 'sulphite',
  sulfur: 'sulphur',
  sulfurous: 'sulphurous',
  sulfured: 'sulphured',
  sulphured: 'sulphured',
  sulphate: 'sulphite',
  sulphates: 'sulphite',
  sulfate: 'sulphite',
  sulfates: 'sulphite',
  mollusk: 'mollusc',
  mollusks: 'mollusc',
  mollusque: 'mollusc',
  celiac: 'coeliac',
  celiacs: 'coeliac',
  chili: 'chilli',
  chilis: 'chilli',
  chilies: 'chilli',
  chiles: 'chilli',
  chile: 'chilli',
  chillies: 'chilli',
  flavor: 'flavour',
  flavored: 'flavoured',
  flavoring: 'flavouring',
  savory: 'savoury',
  fiber: 'fibre',
  color: 'colour',
  colored: 'coloured',
  liter: 'litre',
  liters: 'litre',
  milliliter: 'millilitre',
  milliliters: 'millilitre',
  hummous: 'hummus',
  houmous: 'hummus',
  humous: 'hummus',
  hommus: 'hummus',
  soy: 'soya',
  soja: 'soya',
  sesamo: 'sesame',
  lupine: 'lupin',
  lupines: 'lupin',
  lupini: 'lupin',
  mayo: 'mayonnaise',
  asafetida: 'asafoetida',
  brussel: 'brussels',
  parmigiano: 'parmesan',
  worcester: 'worcestershire',
  catsup: 'ketchup',
  aubergines: 'aubergine',
  omelet: 'omelette',
  omelets: 'omelette',
  donut: 'doughnut',
  donuts: 'doughnut',
  ladyfinger: 'sponge finger',
  ladyfingers: 'sponge finger',
};

/** Plurals that are not made by adding -s or -es. */
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  geese: 'goose',
  mice: 'mouse',
  teeth: 'tooth',
  wolves: 'wolf',
  shelves: 'shelf',
  scampi: 'scampi',
  dice: 'dice',
  cookies: 'cookie',
  brownies: 'brownie',
  smoothies: 'smoothie',
  pies: 'pie',
  ties: 'tie',
  fries: 'fry',
  species: 'species',
  series: 'series',
};

/** Words that end in -s and are already singular. */
const ENDS_IN_S = /(ss|us)$/;
const KEEP = new Set([
  'hummus',
  'couscous',
  'asparagus',
  'octopus',
  'citrus',
  'haggis',
  'molasses',
  'swiss',
  'brussels',
  'gas',
  'yes',
  'plus',
  'bus',
  'greens',
  'pastis',
  'its',
  'this',
  'has',
  'was',
  'less',
  'various',
]);

/** The singular of one lower-case word, so 'tomatoes' and 'tomato' are one word. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || KEEP.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(sh|ch|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !ENDS_IN_S.test(word)) return word.slice(0, -1);
  return word;
}

const NON_ASCII = /[^ -~]/;

/** Lower case, accents and apostrophes gone, '&' as 'and', numbers apart from their units. */
export function cleanText(text: string): string {
  let clean = text.toLowerCase();
  if (NON_ASCII.test(clean))
    clean = clean
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘´]/g, '');
  return clean
    .replace(/['`]/g, '')
    .replace(/[&+]/g, ' and ')
    .replace(/(\d)([a-z])|([a-z])(\d)/g, (_match, d1: string, l1: string, l2: string, d2: string) => (d1 ? `${d1} ${l1}` : `${l2} ${d2}`))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** One word as the lexicon keeps it: UK spelling, singular. */
export function canonicalWord(word: string): string {
  const spelled = SPELLINGS[word] ?? word;
  return spelled.includes(' ') ? spelled : singular(spelled);
}

/** The words of a text as the lexicon keeps them. */
export function foodWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of cleanText(text).split(' ')) {
    if (!raw) continue;
    const canonical = canonicalWord(raw);
    for (const word of canonical.split(' ')) if (word) words.push(word);
  }
  return words;
}

/** A phrase as the lexicon keys it: its words, singular, joined by single spaces. */
export function phraseKey(text: string): string {
  return foodWords(text).join(' ');
}
