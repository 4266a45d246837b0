import { DESCRIPTION_MAX_LENGTH } from './constants';

/**
 * Spec meal-planning-flow §5: a price containing '$' is shown with '£'; a price without a symbol
 * gets '£' prefixed; a missing one is '£0.00'.
 */
export function displayPrice(price: string | number | null | undefined): string {
  if (price === null || price === undefined) return '£0.00';
  const text = String(price).trim();
  if (text === '') return '£0.00';
  if (text.includes('$')) return text.replace(/\$/g, '£');
  if (text.includes('£')) return text;
  const amount = Number(text);
  return Number.isFinite(amount) ? `£${amount.toFixed(2)}` : `£${text}`;
}

/** Pounds in a price text ('£4.20', '$3', '7.5'), or undefined when there is no number. */
export function poundsIn(price: string | number | null | undefined): number | undefined {
  if (typeof price === 'number') return Number.isFinite(price) ? price : undefined;
  const match = String(price ?? '').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : undefined;
}

export function formatPounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}

/**
 * Spec meal-planning-flow §5: a description that is missing, longer than 100 characters or
 * mentions 'step' is replaced by a plain one naming the dish.
 */
export function displayDescription(description: string | null | undefined, dish: string): string {
  const text = description?.trim() ?? '';
  if (text === '' || text.length > DESCRIPTION_MAX_LENGTH || /step/i.test(text)) {
    return `A delicious ${dish} that's perfect for a satisfying meal.`;
  }
  return text;
}
