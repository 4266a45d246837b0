import { formatPence, poundsToPence } from '../meal/money';
import { formatQuantity } from '../units/format-quantity';
import type { LeftoverForecast } from './forecast-schema';

/** A weight as the forecast shows it: '85 g', '1.2 kg'. */
export function forecastWeight(grams: number): string {
  return formatQuantity({ amount: grams, unit: 'g' });
}

/** Grams and pounds together, as both forecast screens show them: '85 g (£0.71)'. */
export function gramsAndPounds({ grams, pounds }: { grams: number; pounds: number }): string {
  return `${forecastWeight(grams)} (${formatPence(poundsToPence(pounds))})`;
}

/** How much of one food is left over, in the unit it is bought in: '20 g', '250 ml', '3 (45 g)'. */
export function leftoverAmount(item: Pick<LeftoverForecast, 'amount' | 'unit' | 'grams'>): string {
  switch (item.unit) {
    case 'g':
      return formatQuantity({ amount: item.amount, unit: 'g' });
    case 'ml':
      return formatQuantity({ amount: item.amount, unit: 'ml' });
    case 'item':
      return item.grams > 0
        ? `${formatQuantity({ amount: item.amount, unit: 'item' })} (${forecastWeight(item.grams)})`
        : formatQuantity({ amount: item.amount, unit: 'item' });
  }
}
