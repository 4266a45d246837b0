import { list, type AllergenFoods } from './types';

/** Celery: stalks, leaves, seeds and the root (celeriac), and what is commonly made with them. */
export const CELERY: AllergenFoods = {
  allergen: 'celery',
  names: list('celery, celeriac, celery root, celery family'),
  contains: list(`
    celery stick, celery stalk, celery rib, celery heart, celery leaf, celery seed, celery salt, celery powder, celery juice,
    celery soup, cream of celery soup, celeriac, celery root, celeriac mash, celeriac remoulade, celeriac puree, celeriac soup,
    celeriac steak, celeriac chip, braised celery, waldorf salad, mirepoix, soffritto, battuto, cajun trinity, holy trinity,
    bloody mary, bloody mary mix, v8, vegetable juice, gumbo, jambalaya, stock cube, bouillon cube, bouillon powder,
    vegetable bouillon, vegetable stock cube, vegetable stock, chicken stock cube, beef stock cube, lamb stock cube,
    pork stock cube, fish stock cube, stock pot, jelly stock pot, oxo, oxo cube, knorr stock pot, marigold bouillon,
    gravy granules, gravy powder, bisto, marmite, vegemite, yeast extract, curry powder, madras curry powder, tomato ketchup,
    ketchup, mulligatawny, minestrone, scotch broth, pot noodle, instant noodle seasoning, chicken noodle soup, cup a soup,
    chicken bouillon cube, beef bouillon cube, vegetable bouillon cube,
    celery and stilton soup, cream of celery, celery gratin, celery slaw, ants on a log, celeriac gratin, celeriac rosti,
    celeriac fry, celeriac slaw, celeriac and apple slaw, celery leaf pesto, braised celeriac, roast celeriac,
    whole roast celeriac, celeriac dauphinoise, celery seed dressing, celery bitters, celery soda, ribollita, osso buco,
    ragu alla bolognese, court bouillon, consomme, pot au feu, celery remoulade, etouffee, dirty rice, red beans and rice,
    shrimp creole, creole sauce, split pea soup, demi glace, cultured celery, celery juice powder, veal stock cube,
    chicken stock pot, beef stock pot, vegetable stock pot, fish stock pot, stock jelly, bouillon paste
  `),
  mayContain: list(`
    stock, broth, bone broth, chicken stock, beef stock, lamb stock, fish stock, gravy, soup, bolognese, ragu, pasta sauce,
    cook in sauce, curry sauce, garam masala, ras el hanout, berbere, cajun seasoning, jerk seasoning, jerk paste, spice blend,
    seasoning, seasoning mix, stock powder, sausage, sausagemeat, burger, meatball, stuffing, sage and onion stuffing,
    bouquet garni, coleslaw, salad dressing, chutney, pickle, relish, brown sauce, barbecue sauce, bbq sauce, baked bean,
    vegetable, mixed vegetable, stir fry vegetable, soup mix, casserole mix, fajita seasoning, taco seasoning, chilli seasoning,
    chicken bouillon, beef bouillon, vegetable bouillon,
    moroccan spice mix, ethiopian spice mix
  `),
};
