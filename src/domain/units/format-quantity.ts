import type { Amount } from './ingredient-line';
import { UNIT_INFO } from './unit-table';

/**
 * The one way an amount is written for a cook: metric weights and volumes in g/kg and ml/l
 * (decimals), spoons and pieces with kitchen fractions (½ tsp, 1¼ tins), plurals from the
 * unit table. Used only where an amount is shown.
 */

const FRACTIONS: readonly [number, string][] = [
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
];

/** A number as a cook reads it: 2, 0.3, 1.25 (no trailing zeros). */
export function formatNumber(value: number, places = 2): string {
  const factor = 10 ** places;
  return String(Math.round(value * factor) / factor);
}

/** A count or a spoon: whole numbers with a kitchen fraction when it is one (1½, ¼), else one decimal. */
function kitchenNumber(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([share]) => Math.abs(rest - share) < 0.01);
  if (fraction) return whole > 0 ? `${whole}${fraction[1]}` : fraction[1];
  return formatNumber(value, 1);
}

function metric(value: number, small: string, large: string): string {
  if (value >= 1000) return `${formatNumber(value / 1000)} ${large}`;
  return `${value >= 10 ? Math.round(value) : formatNumber(value, 1)} ${small}`;
}

/**
 * An amount too small to write as a number (it would read '0 g'): what a cook calls it. A pinch
 * of pepper for one serving is 0.04 g; a shopping list that says '0 g' looks like an error.
 */
function tinyAmount(unit: Amount['unit']): string {
  switch (UNIT_INFO[unit].kind) {
    case 'mass':
    case 'spoon':
      return 'a pinch';
    case 'volume':
      return 'a few drops';
    case 'count':
    case 'container':
      return 'a little';
  }
}

/** '400 g', '1.25 kg', '280 ml', '1.5 l', '2 tbsp', '½ tsp', '3', '2-3 cloves', '1 tin'; 'a pinch' for 0.04 g. */
export function formatQuantity(quantity: Amount): string {
  const { amount, max, unit } = quantity;
  if (amount > 0 && (max ?? amount) < 0.05) return tinyAmount(unit);
  switch (unit) {
    case 'g':
      return max !== undefined && max < 1000 ? `${Math.round(amount)}-${metric(max, 'g', 'kg')}` : metric(amount, 'g', 'kg');
    case 'ml':
      return max !== undefined && max < 1000 ? `${Math.round(amount)}-${metric(max, 'ml', 'l')}` : metric(amount, 'ml', 'l');
    default: {
      const info = UNIT_INFO[unit];
      const top = max ?? amount;
      const number = max !== undefined ? `${kitchenNumber(amount)}-${kitchenNumber(max)}` : kitchenNumber(amount);
      const word = top > 1 ? info.plural : info.singular;
      return word ? `${number} ${word}` : number;
    }
  }
}
