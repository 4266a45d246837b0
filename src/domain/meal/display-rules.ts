import { DESCRIPTION_MAX_LENGTH } from './constants';

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
