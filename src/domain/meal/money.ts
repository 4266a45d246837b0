/**
 * Money is kept as whole pence. Text from outside (a model's answer, a meal stored before prices
 * were numbers) is read here by the spec's price rules (meal-planning-flow §5: '$' means '£', a
 * bare number is pounds); money is turned back into text only where it is shown.
 */

/** Pence shown as a UK cook reads money: 420 → '£4.20'. Unknown money shows '£0.00' (spec §5). */
export function formatPence(pence: number | null | undefined): string {
  const value = typeof pence === 'number' && Number.isFinite(pence) ? Math.round(pence) : 0;
  const sign = value < 0 ? '-' : '';
  const whole = Math.abs(value);
  return `${sign}£${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Pence as the purchase records keep money (pounds without the sign, spec: '0.00'): 420 → '4.20'. */
export function penceAsPounds(pence: number): string {
  return formatPence(pence).replace('£', '');
}

/** Whole pence in an amount of pounds (4.2 → 420), for figures worked out in pounds. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/**
 * Pence in a price written as text: '£4.20' → 420, '$3' → 300, '7.5' → 750, '£1,250' → 125000,
 * '4,50' → 450, a number of pounds as it is. Undefined when there is no amount ('free', '').
 * A real '£10' is 1000 pence, never "unknown".
 */
export function readPence(price: string | number | null | undefined): number | undefined {
  if (typeof price === 'number') return Number.isFinite(price) && price >= 0 ? poundsToPence(price) : undefined;
  const text = String(price ?? '');
  const match = text.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/);
  if (!match) return undefined;
  const number = /,\d{3}(?:\D|$)/.test(match[0]) ? match[0].replace(/,/g, '') : match[0].replace(',', '.');
  const pounds = Number(number);
  return Number.isFinite(pounds) ? poundsToPence(pounds) : undefined;
}
