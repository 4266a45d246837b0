import { formatQuantity } from '../units/format-quantity';
import type { IngredientLine } from './meal';

/** What a line's amount reads as where it is shown: '200 g, finely chopped', '2 tbsp', 'to taste', ''. */
export function lineAmountText(line: Pick<IngredientLine, 'quantity' | 'note'>): string {
  return [line.quantity ? formatQuantity(line.quantity) : '', line.note ?? ''].filter(Boolean).join(', ');
}
