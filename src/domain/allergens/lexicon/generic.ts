import { list } from './types';

/**
 * Words too general to say what a line holds: 'curry paste' may be Thai (shrimp) or Indian
 * (mustard), 'flour' may be wheat, rice or lupin, 'stock' chicken, beef or fish. A line whose only
 * foods are these is not identified, whatever the ingredient table calls its own product by that
 * name. Words whose every reading shares the same allergens ('cheese': milk) are not here: the
 * lexicon gives them the union of what they may be.
 */
export const GENERIC_TERMS = list(`
  curry paste, paste, cracker, chip, crisp, fry, flour, yeast, stock, broth, sauce, seasoning, seasoning mix,
  spice, spice mix, spice blend, dressing, marinade, glaze, meat, curry, curry sauce, soup, filling, topping, dip,
  spread, mix, condiment, protein, fat, shortening, oil, bean, substitute, alternative, extract, powder, essence,
  stock cube, stock pot, bouillon, bouillon cube, bouillon powder, stock powder, cook in sauce, simmer sauce, stir in sauce, jar sauce, ready made sauce
`);
