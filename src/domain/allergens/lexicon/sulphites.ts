import { list, type AllergenFoods } from './types';

/** Sulphur dioxide and sulphites (E220-E228): wine, dried fruit, vinegars, pickles, some meat products and drinks. */
export const SULPHITES: AllergenFoods = {
  allergen: 'sulphites',
  names: list(`
    sulphite, sulphur dioxide, sulphur, so 2, so2, sulphurous acid, metabisulphite, sodium metabisulphite,
    potassium metabisulphite, bisulphite, sodium bisulphite, sodium sulphite, e220, e221, e222, e223, e224, e225, e226,
    e227, e228, sulphiting agent, sulphite preservative
  `),
  contains: list(`
    wine, red wine, white wine, rose wine, dry red wine, dry white wine, cooking wine, cooking red wine,
    cooking white wine, sparkling wine, prosecco, champagne, cava, port, ruby port, tawny port, sherry, dry sherry,
    fino, fino sherry, cream sherry, oloroso, amontillado, cooking sherry, madeira, marsala, vermouth, dry vermouth,
    sweet vermouth, noilly prat, martini, sangria, mulled wine, rice wine, shaoxing, shaoxing wine, shaoxing rice wine,
    chinese cooking wine, chinese rice wine, shao hsing, sake, cider, perry, wine vinegar, red wine vinegar,
    white wine vinegar, sherry vinegar, champagne vinegar, balsamic, balsamic vinegar, balsamic glaze,
    balsamic reduction, cider vinegar, apple cider vinegar, acv, dried apricot, ready to eat apricot, dried peach,
    dried pear, dried apple, apple ring, dried mango, dried pineapple, dried papaya, dried melon, mixed dried fruit,
    dried mixed fruit, mixed fruit, mixed vine fruit, golden raisin, golden sultana, desiccated coconut,
    shredded coconut, coconut flake, sweetened coconut, glace cherry, candied cherry, maraschino cherry, candied peel,
    mixed peel, crystallised fruit, candied fruit, sun dried tomato, sundried tomato, sunblush tomato, pickled onion,
    silverskin onion, cocktail onion, pickled walnut, pickled red cabbage, bottled lemon juice, bottled lime juice,
    lemon juice from concentrate, lime cordial, cordial, fruit squash, squash drink, sausage, pork sausage,
    british sausage, chipolata, cumberland sausage, lincolnshire sausage, sausagemeat, banger, burger, beef burger,
    quarter pounder, sriracha, dijon, dijon mustard, wholegrain mustard, grain mustard, seeded mustard, french mustard,
    horseradish sauce, creamed horseradish, instant mash, instant mashed potato, potato flake, dehydrated potato,
    dried potato,
    dried coconut, whole grain mustard, moutarde a lancienne, aceto balsamico, rooster sauce, craisin
  `),
  mayContain: list(`
    raisin, sultana, currant, prune, dried fig, date, dried date, dried cranberry, dried cherry, dried blueberry,
    goji berry, dried fruit, vinegar, gherkin, pickled gherkin, cornichon, pickled beetroot, pickled cucumber,
    pickled vegetable, pickled chilli, pickled jalapeno, jalapeno slice, pickled ginger, sushi ginger, gari,
    crystallised ginger, stem ginger, pickle, relish, branston pickle, piccalilli, chutney, mint sauce, sauerkraut,
    kimchi, beer, lager, ale, stout, lemon juice, lime juice, grape juice, white grape juice, red grape juice, verjuice,
    oven chip, frozen chip, hash brown, potato waffle, frozen potato, shrimp, prawn, cooked prawn, king prawn,
    cooked peeled prawn, crab stick, seafood stick, dried mushroom, dried shiitake, dried porcini, fruit juice,
    soft drink, fizzy drink, cola, lemonade, tonic water, vinaigrette, salad dressing, french dressing, barbecue sauce,
    bbq sauce, curry paste, tamarind paste, cocktail cherry, dried tomato, preserved lemon, mince pie, mincemeat,
    christmas pudding, fruit cake, flapjack, cereal bar, meatball, kebab, doner kebab, gyro, pate, liver pate,
    haggis, black pudding, white pudding, scotch egg, pork pie, sausage roll, gelatine, gelatin,
    prepared horseradish
  `),
};
