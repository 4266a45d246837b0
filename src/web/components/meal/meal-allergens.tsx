import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { allergenLabelling, labelText, labellingNote } from '../../../domain/allergens/meal-labels';
import { cn } from '../../lib/cn';
import { toCheckable } from '../../lib/allergens/checkable-meal';
import { useAllergenCheck, useCheckedMeal } from '../../lib/allergens/use-allergen-check';
import { isShapeOneMeal } from '../../../domain/meal/stored-meal-fields';
import { useMemo } from 'react';

/**
 * 'Contains: …' and 'May contain: …' in the order and names of the UK 14, and who checked them.
 * A meal saved before Larder labelled allergens has them worked out here, from its lines.
 */
export function MealAllergens({
  meal,
  className,
  brief = false,
  compact = false,
}: {
  meal: { name: string } & Record<string, unknown>;
  className?: string;
  /** A meal card's short note; dialogs and print give the full one and the label notes. */
  brief?: boolean;
  /** The week grid's narrow cards: no 'May contain: none', no note. */
  compact?: boolean;
}) {
  // A meal of shape 1 is read once the allergen check's chunk, which holds its upgrade, is here.
  const older = isShapeOneMeal(meal);
  const check = useAllergenCheck(older);
  const checkable = useMemo(
    () => (older ? (check ? toCheckable(meal, check.upgradeStoredMeal) : undefined) : toCheckable(meal)),
    [meal, older, check],
  );
  const checked = useCheckedMeal(checkable);
  if (checked.pending) {
    return <p className={cn('text-xs text-muted-foreground', className)}>Checking allergens…</p>;
  }
  const labelling = allergenLabelling(checked.meal, checked.workedOut);
  const note = labellingNote(labelling, brief);
  const doubtful = labelling.unidentified.length > 0;
  return (
    <div className={cn('space-y-0.5 text-xs leading-snug', className)} data-testid="meal-allergens">
      <p>
        <span className="font-semibold">Contains:</span> {labelText('Contains', labelling.contains)}
      </p>
      {!(compact && labelling.mayContain.length === 0) && (
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">May contain:</span> {labelText('May contain', labelling.mayContain)}
        </p>
      )}
      {note && !compact && (
        <p className={cn('flex items-start gap-1 text-muted-foreground', doubtful && 'text-warning')}>
          {doubtful ? (
            <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          ) : (
            <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden />
          )}
          <span>{note}</span>
        </p>
      )}
      {!brief &&
        (checked.meal.labelNotes ?? []).map((labelNote) => (
          <p key={labelNote} className="text-muted-foreground">
            {labelNote}
          </p>
        ))}
    </div>
  );
}
