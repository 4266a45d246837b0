import { list } from './types';

/**
 * A phrase takes in the allergens of every single food word it holds ('cooked peeled prawns' holds
 * prawns, so crustaceans), so a phrase the lexicon forgot is never read as safer than its words.
 * These phrases are the exceptions: the word named after the colon does not carry its allergens
 * into them ('peanut butter' holds no milk, 'rice noodles' no wheat).
 */
export const INHERIT_EXCEPTIONS = list(`
  peanut butter: butter, almond butter: butter, cashew butter: butter, hazelnut butter: butter, nut butter: butter,
  seed butter: butter, sunflower butter: butter, cocoa butter: butter, shea butter: butter, apple butter: butter,
  butter bean: butter, tinned butter bean: butter, canned butter bean: butter, butter lettuce: butter,
  plant butter: butter, coconut milk: milk, light coconut milk: milk, tinned coconut milk: milk,
  canned coconut milk: milk, full fat coconut milk: milk, almond milk: milk, oat milk: milk, soya milk: milk,
  unsweetened soya milk: milk, rice milk: milk, cashew milk: milk, hazelnut milk: milk, hemp milk: milk,
  pea milk: milk, nut milk: milk, lupin milk: milk, badam milk: milk, milk thistle: milk, coconut cream: cream,
  tinned coconut cream: cream, canned coconut cream: cream, cream of tartar: cream, salad cream: cream,
  cream cracker: cream, soya cream: cream, soy cream: cream, oat cream: cream, cashew cream: cream,
  cream soda: cream, coconut yoghurt: yoghurt, soya yoghurt: yoghurt, almond yoghurt: yoghurt,
  cashew yoghurt: yoghurt, oat yoghurt: yoghurt, bean curd: curd, silken bean curd: curd, custard apple: custard,
  rice noodle: noodle, flat rice noodle: noodle, rice stick noodle: noodle, pad thai noodle: noodle,
  glass noodle: noodle, konjac noodle: noodle, kelp noodle: noodle, sweet potato noodle: noodle,
  bean thread noodle: noodle, mung bean noodle: noodle, shirataki noodle: noodle, corn tortilla: tortilla,
  tortilla chip: tortilla, tortilla crisp: tortilla, rice cake: cake, puffed rice cake: cake, sushi roll: roll,
  rice paper roll: roll, summer roll: roll, cabbage roll: roll, shepherds pie: pie, cottage pie: pie,
  fish pie: pie, pasta sauce: pasta, lentil pasta: pasta, chickpea pasta: pasta, edamame pasta: pasta,
  rice pasta: pasta, corn pasta: pasta, lupin pasta: pasta, soybean pasta: pasta, cauliflower couscous: couscous,
  oyster mushroom: oyster, king oyster mushroom: oyster, lobster mushroom: lobster, crab apple: crab,
  chorizo sausage: sausage, burger bun: burger, hamburger bun: burger, burger sauce: burger,
  burger mince: burger, ginger beer: beer, root beer: beer, port salut: port, wheat free soy sauce: wheat,
  egg replacer: egg, sesame prawn toast: toast, prawn toast: toast, chestnut mushroom: chestnut,
  water chestnut: chestnut, river cobbler: cobbler, scallop with roe: roe, pizza mozzarella: pizza,
  english muffin: muffin, breakfast muffin: muffin, sushi rice: sushi, sushi nori: sushi, rice vermicelli: vermicelli,
  mung bean vermicelli: vermicelli, glass vermicelli: vermicelli, cellophane noodle: noodle, cream of wheat: cream,
  creamed coconut: creamed, rice wine vinegar: wine, rice wine seasoning: wine, sweet rice wine: wine,
  dashi kombu: dashi, rice for rice pudding: rice pudding, pad thai noodle: pad thai, rice wine vinegar: rice wine,
  rice wine seasoning: rice wine, sweet rice wine: rice wine, tamari soy sauce: soy sauce,
  wheat free soy sauce: soy sauce, gluten free soy sauce: soy sauce, hot pepper sauce: pepper sauce,
  chilli pepper sauce: pepper sauce, tikka masala paste: tikka masala, fresh lemon juice: lemon juice,
  fresh lime juice: lime juice, freshly squeezed lemon juice: lemon juice, freshly squeezed lime juice: lime juice,
  juice of lemon: lemon juice, juice of lime: lime juice, rice wine vinegar: wine vinegar, paella rice: paella
`).map((entry) => {
  const [phrase = '', word = ''] = entry.split(':').map((part) => part.trim());
  return { phrase, word };
});

/** Words whose allergens depend on the word before them ('pine nut' is no peanut). */
export const NOT_INHERITED = list('nut, seed, oil, sauce, paste, flour, vegetable');
