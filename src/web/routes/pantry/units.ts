import { UNIT_INFO, type Unit } from '../../../domain/units/unit-table';

/** The units the pantry's form offers: weights and volumes, pieces, and the packs food comes in. */
export const UNIT_CHOICES: readonly Unit[] = [
  'g',
  'ml',
  'item',
  'pack',
  'tin',
  'jar',
  'bag',
  'bottle',
  'carton',
  'pot',
  'box',
  'punnet',
  'bunch',
  'head',
  'slice',
  'clove',
  'tbsp',
  'tsp',
];

/** How a unit reads in the form's list: 'g', 'items', 'tins'. */
export function unitLabel(unit: Unit): string {
  return unit === 'item' ? 'items' : UNIT_INFO[unit].plural;
}
