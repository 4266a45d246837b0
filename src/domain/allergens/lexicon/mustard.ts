import { list, type AllergenFoods } from './types';

/** Mustard: seeds, powder, oil, leaves and prepared mustards, and the sauces and pastes made with them. */
export const MUSTARD: AllergenFoods = {
  allergen: 'mustard',
  names: list('mustard, mustard seed, mustard family'),
  contains: list(`
    english mustard, dijon, dijon mustard, wholegrain mustard, whole grain mustard, grain mustard, seeded mustard,
    american mustard, yellow mustard, french mustard, german mustard, bavarian mustard, honey mustard, spicy brown mustard,
    deli mustard, mustard seed, black mustard seed, brown mustard seed, yellow mustard seed, mustard powder, dry mustard,
    mustard flour, mustard oil, mustard green, mustard leaf, mustard cress, mustard and cress, colmans, moutarde,
    moutarde a lancienne, piccalilli, chow chow, kasundi, mostarda, salad cream, mayonnaise, real mayonnaise, mayo,
    light mayonnaise, vegan mayonnaise, remoulade, celeriac remoulade, honey mustard dressing, mustard dressing,
    mustard sauce, dijonnaise, curry powder, madras curry powder, panch phoron, pickling spice, tikka paste,
    tikka masala paste, tikka curry paste, balti paste, korma paste, madras paste, rogan josh paste, jalfrezi paste,
    vindaloo paste, tandoori paste, bhuna paste, dopiaza paste, pasanda paste, curry paste, indian curry paste,
    sarson ka saag, beer mustard, horseradish sauce, creamed horseradish, egg mayonnaise, egg mayo, coronation chicken,
    mustard mash, mustard vinaigrette, honey mustard chicken, dijon vinaigrette, mustard pickle, mustard butter,
    mustard crust, mustard glaze, mustard mayonnaise, mustard aioli, sauce gribiche, gribiche, sauce robert, devilled kidney,
    devilled egg, lapin a la moutarde, achar, lime pickle, mango pickle, aam ka achar, shorshe, shorshe ilish, mustard fish,
    upma, poha, dhokla, lemon rice, tamarind rice, coconut chutney, rasam powder, sambar powder, hot dog mustard,
    pretzel mustard, english mustard powder, mustard seed oil
  `),
  mayContain: list(`
    vinaigrette, french dressing, salad dressing, caesar dressing, tartare sauce, coleslaw, potato salad, hot dog,
    burger sauce, big mac sauce, thousand island dressing, ranch dressing, barbecue sauce, bbq sauce, marinade,
    curry sauce, cook in sauce, sausage, sausagemeat, burger, chutney, pickle, branston pickle, relish, spice blend,
    seasoning, garam masala, ras el hanout, berbere, cajun seasoning, jerk seasoning, jerk paste, chinese five spice,
    five spice, stock cube, pakora, bhaji, samosa, dal, dhal, sambar, rasam, tarka, tadka, korma,
    tikka masala, butter chicken, vegetable curry, chicken curry, horseradish, wasabi,
    moroccan spice mix, ethiopian spice mix,
    fajita seasoning, taco seasoning, chilli seasoning, fajita spice mix, taco spice mix,
    prepared horseradish
  `),
};
