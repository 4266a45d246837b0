import { formatPounds } from '../meal/display-rules';
import { formatAmount } from '../units/quantity';
import type { LeftoverForecast } from './forecast-schema';

/** A weight as the forecast shows it: '85 g', '1.2 kg'. */
export function forecastWeight(grams: number): string {
  return formatAmount(grams, 'mass');
}

/** Grams and pounds together, as both forecast screens show them: '85 g (£0.71)'. */
export function gramsAndPounds({ grams, pounds }: { grams: number; pounds: number }): string {
  return `${forecastWeight(grams)} (${formatPounds(pounds)})`;
}

/** How much of one food is left over, in the unit it is bought in: '20 g', '250 ml', '3 (45 g)'. */
export function leftoverAmount(item: Pick<LeftoverForecast, 'amount' | 'unit' | 'grams'>): string {
  switch (item.unit) {
    case 'g':
      return formatAmount(item.amount, 'mass');
    case 'ml':
      return formatAmount(item.amount, 'volume');
    case 'item':
      return item.grams > 0 ? `${formatAmount(item.amount, 'count')} (${forecastWeight(item.grams)})` : formatAmount(item.amount, 'count');
  }
}
