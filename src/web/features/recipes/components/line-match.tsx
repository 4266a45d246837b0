import { CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import type { IngredientOption, RecipeLine } from '../../../../domain/recipes';
import { formatQuantity } from '../../../../domain/units/format-quantity';

/** How a line was read: '400 g · chopped tomatoes · drained'. */
export function parsedText(line: Pick<RecipeLine, 'quantity' | 'food' | 'note'>): string {
  return [line.quantity ? formatQuantity(line.quantity) : 'no amount', line.food || 'no food named', line.note].filter(Boolean).join(' · ');
}

/** A line's match as the cook reads it: the ingredient, nothing to buy, or not matched (marked). */
export function LineMatchText({
  line,
  names,
}: {
  line: Pick<RecipeLine, 'match' | 'ingredientId' | 'matchedBy'>;
  names: ReadonlyMap<string, IngredientOption> | undefined;
}) {
  const mine = line.matchedBy === 'cook' ? ' (your choice)' : '';
  switch (line.match) {
    case 'ingredient': {
      const name = line.ingredientId ? (names?.get(line.ingredientId)?.name ?? line.ingredientId) : '';
      return (
        <span className="inline-flex items-center gap-1 text-success">
          <CircleCheck className="size-3.5 shrink-0" aria-hidden />
          <span>
            Matched: {name}
            {mine}
          </span>
        </span>
      );
    }
    case 'skip':
      return (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <CircleDashed className="size-3.5 shrink-0" aria-hidden />
          <span>Nothing to buy{mine}</span>
        </span>
      );
    case 'unmatched':
      return (
        <span className="inline-flex items-center gap-1 font-medium text-warning">
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
          <span>Not matched</span>
        </span>
      );
  }
}
