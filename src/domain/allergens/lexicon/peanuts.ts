import { list, type AllergenFoods } from './types';

/** Peanuts (groundnuts): the nut, its oil, butter and flour, and the dishes and sauces made with it. */
export const PEANUTS: AllergenFoods = {
  allergen: 'peanuts',
  names: list('peanut, peanuts, groundnut, ground nut, monkey nut, arachis, goober'),
  contains: list(`
    peanut, unsalted peanut, salted peanut, dry roasted peanut, roasted peanut, honey roasted peanut, monkey nut,
    groundnut, peanut butter, smooth peanut butter, crunchy peanut butter, peanut paste, peanut oil, groundnut oil,
    arachis oil, peanut flour, peanut powder, pb2, peanut sauce, satay, satay sauce, satay chicken, chicken satay,
    gado gado, pecel, kung pao, kung pao chicken, gong bao, massaman curry, massaman, panang curry, phanaeng curry,
    pad thai, mafe, maafe, groundnut stew, peanut stew, peanut soup, peanut brittle, peanut cookie, peanut butter cookie,
    peanut butter cup, reeses, snickers, peanut m and m, bang bang sauce, bang bang chicken, dan dan noodle,
    dan dan sauce, yakitori peanut, peanut dressing, peanut noodle, cold sesame noodle, chikki, boiled peanut,
    peanut chutney, groundnut chutney, kachumber peanut, sev, bombay mix, chevda, chivda, beer nut, mixed nut, nut mix,
    trail mix, student mix, nut, nuts,
    panang curry paste, penang curry paste, phanaeng curry paste, penang curry,
    peanut butter sandwich, pb and j, peanut butter toast, peanut butter brownie, peanut butter flapjack,
    peanut butter ice cream, satay skewer, satay noodle, peanut slaw, peanut curry, nkatenkwan, domoda, peanut rice,
    sweet potato and peanut stew, thai peanut noodle, peanut lime dressing, spicy peanut sauce, peanut chilli crisp,
    peanut crumble, peanut praline, chilli peanut, coated peanut, peanut rayu, nam jim satay, ayam satay, sate, sate sauce,
    karedok, ketoprak, rojak, lotek, kacang, kacang tanah, cacahuate, peanut sauce noodle, peanut dipping sauce,
    peanut butter sauce, peanut butter dressing, peanut bar, peanut energy ball
  `),
  mayContain: list(`
    tree nut, almond, cashew, walnut, pecan, pistachio, hazelnut, brazil nut, macadamia, pine nut, chocolate,
    dark chocolate, milk chocolate, white chocolate, chocolate chip, biscuit, cookie, cake, brownie, cereal, cereal bar,
    granola, muesli, flapjack, ice cream, fudge, dried fruit, mixed dried fruit, raisin, sultana, date,
    dried apricot, seed, sunflower seed, pumpkin seed, chia seed, sesame seed, chilli crisp, crispy chilli oil,
    chilli oil, laoganma, massaman curry paste, curry paste, satay marinade,
    stir fry sauce, vegan burger, veggie burger, vegetarian burger, korma,
    african curry, jollof, egusi, suya, suya spice, yaji, pesto, cracker, rice cracker, japanese rice cracker,
    hoisin sauce, spring roll, samosa, pakora, bhaji
  `),
};
