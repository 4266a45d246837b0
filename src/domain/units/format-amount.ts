import type { Amount } from './ingredient-line';
import { UNIT_INFO } from './unit-table';

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.33': '⅓', '0.5': '½', '0.67': '⅔', '0.75': '¾' };

function number(value: number): string {
  const whole = Math.floor(value);
  const rest = Math.round((value - whole) * 100) / 100;
  const fraction = FRACTIONS[String(rest)];
  if (fraction) return whole > 0 ? `${whole}${fraction}` : fraction;
  return String(Math.round(value * 100) / 100);
}

/**
 * A parsed amount as a cook reads it, scaled by `factor` (servings wanted ÷ servings written):
 * '400 g', '1.2 kg', '2 tbsp', '2–3 cloves', '½ tin', '3'.
 */
export function formatLineAmount(quantity: Amount, factor = 1): string {
  const info = UNIT_INFO[quantity.unit];
  const amount = quantity.amount * factor;
  const max = quantity.max === undefined ? undefined : quantity.max * factor;
  if (info.kind === 'mass' || info.kind === 'volume') {
    const big = (max ?? amount) >= 1000;
    const unit = info.kind === 'mass' ? (big ? 'kg' : 'g') : big ? 'l' : 'ml';
    const show = (value: number) => (big ? String(Math.round(value / 10) / 100) : String(Math.round(value)));
    return `${show(amount)}${max !== undefined ? `–${show(max)}` : ''} ${unit}`;
  }
  const top = max ?? amount;
  const noun = top > 1 ? info.plural : info.singular;
  const figures = `${number(amount)}${max !== undefined ? `–${number(max)}` : ''}`;
  return noun ? `${figures} ${noun}` : figures;
}
