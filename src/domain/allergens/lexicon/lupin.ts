import { list, type AllergenFoods } from './types';

/** Lupin: the seeds and their flour, found in some breads, pastries and free-from products. */
export const LUPIN: AllergenFoods = {
  allergen: 'lupin',
  names: list('lupin, lupin bean, lupin seed, lupini bean'),
  contains: list(`
    lupin flour, lupin seed, lupin bean, lupini, lupini bean, lupin protein, lupin pasta, lupin tempeh, lupin flake,
    lupin bread, lupin hummus, lupin crisp, lupin burger, sweet lupin, lupin milk, lupin meal, lupin kernel, lupin fibre
  `),
  mayContain: list(`
    gluten free bread, gluten free flour, gluten free pasta, free from bread, free from flour, gluten free pastry,
    gluten free crepe, gluten free pizza base, crepe, galette, vegan burger, plant based burger, veggie burger,
    vegetarian burger, meat free mince, plant based mince
  `),
};
