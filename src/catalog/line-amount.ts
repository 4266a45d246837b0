import { UNIT_INFO } from '../domain/units/unit-table';
import type { Amount } from '../domain/units/ingredient-line';
import type { Ingredient } from './types';
import { gramsInUnit } from './measure';

/**
 * Millilitres of stock one cube makes (UK cubes: one to 450-500 ml of water). The table sells
 * stock as cubes, so '750ml vegetable stock' is 1.5 cubes, not 750 g of cube.
 */
export const STOCK_ML_PER_CUBE = 500;

const isStockCube = (ingredient: Ingredient) => ingredient.unit === 'item' && /stock cube/.test(ingredient.name);

function fromMillilitres(ml: number, ingredient: Ingredient): number | undefined {
  return ingredient.unit === 'ml' ? ml : gramsInUnit(ml * (ingredient.density ?? 1), ingredient);
}

/**
 * A parsed amount in the ingredient's own unit (g, ml or items), as the catalog's facts and
 * packs count it; undefined when it cannot be known ('2 carrots' for a food sold by weight with
 * no usual weight per piece). A range counts as its middle. A container ('1 tin') is the usual
 * pack; a bunch or a head is the pack when the pack is one ('bunch of about 8').
 */
export function amountInIngredientUnit(quantity: Amount, ingredient: Ingredient): number | undefined {
  const value = quantity.max !== undefined ? (quantity.amount + quantity.max) / 2 : quantity.amount;
  const info = UNIT_INFO[quantity.unit];
  if (isStockCube(ingredient) && (info.kind === 'volume' || info.kind === 'spoon')) {
    return (info.kind === 'volume' ? value : value * (info.ml ?? 0)) / STOCK_ML_PER_CUBE;
  }
  switch (info.kind) {
    case 'mass':
      return gramsInUnit(value, ingredient);
    case 'volume':
      return fromMillilitres(value, ingredient);
    case 'spoon':
      return fromMillilitres(value * (info.ml ?? 0), ingredient);
    case 'container':
      return value * ingredient.pack.size;
    case 'count': {
      if (quantity.unit === 'item') {
        return ingredient.unit === 'item'
          ? value
          : ingredient.gramsPerItem
            ? gramsInUnit(value * ingredient.gramsPerItem, ingredient)
            : undefined;
      }
      const label = ingredient.pack.label.toLowerCase();
      if (label.includes(info.singular) || (quantity.unit === 'head' && label.includes('bulb'))) return value * ingredient.pack.size;
      if (ingredient.unit === 'item' && info.grams === undefined) return value;
      if (info.grams !== undefined) return gramsInUnit(value * info.grams, ingredient);
      return ingredient.gramsPerItem ? gramsInUnit(value * ingredient.gramsPerItem, ingredient) : undefined;
    }
  }
}
