import { ShieldQuestion } from 'lucide-react';
import { useMemo } from 'react';
import type { OwnRecipeFacts } from '../../../../domain/recipes';
import { MealAllergens } from '../../../components/meal/meal-allergens';
import { cn } from '../../../lib/cn';

const lines = (count: number) => `${count} ingredient line${count === 1 ? '' : 's'}`;

/**
 * A recipe's 'Contains / May contain' through the shared allergen labels. While a line is not
 * matched they are not known, and the recipe says so instead of claiming 'none'.
 */
export function RecipeAllergens({
  name,
  facts,
  unmatchedTexts = [],
  brief = false,
  className,
}: {
  name: string;
  facts: OwnRecipeFacts;
  /** The lines not matched, as written (the recipe page names them; a card counts them). */
  unmatchedTexts?: readonly string[];
  brief?: boolean;
  className?: string;
}) {
  const { allergens } = facts;
  const known = allergens.state === 'known';
  const meal = useMemo(
    () => ({
      name,
      ingredients: [],
      allergens: allergens.contains,
      mayContain: allergens.mayContain,
      allergenSource: 'checked' as const,
      unidentified: brief ? [] : [...unmatchedTexts],
    }),
    [name, allergens, unmatchedTexts, brief],
  );
  const somethingFound = allergens.contains.length > 0 || allergens.mayContain.length > 0;
  return (
    <div className={cn('space-y-1', className)}>
      {!known && (
        <p className="flex items-start gap-1 text-xs font-medium text-warning">
          <ShieldQuestion className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            Allergens and diet unknown: {lines(facts.unmatchedLines.length)} not matched yet.
            {somethingFound ? ' What is known so far:' : ''}
          </span>
        </p>
      )}
      {(known || somethingFound) && <MealAllergens meal={meal} brief={brief} compact={brief} />}
    </div>
  );
}
