import { ShieldAlert } from 'lucide-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { describeClashes, type Clash } from '../../../domain/allergens/clash';
import type { Meal } from '../../../domain/meal';
import type { Preferences } from '../../../domain/preferences';
import { cn } from '../../lib/cn';
import { useAllergenCheck } from '../../lib/allergens/use-allergen-check';

const PlanClashes = createContext<ReadonlyMap<string, Clash[]>>(new Map());

/**
 * Checks every planned meal against the cook's allergies and exclusions as they are now: a meal
 * planned before an allergy was declared is flagged on the plan, never silently kept.
 */
export function PlanClashesProvider({
  meals,
  preferences,
  children,
}: {
  meals: readonly Meal[];
  preferences: Pick<Preferences, 'allergies' | 'excludedItems'> | undefined;
  children: ReactNode;
}) {
  const declared = Boolean(preferences && (preferences.allergies.length > 0 || preferences.excludedItems.length > 0));
  const check = useAllergenCheck(declared);
  const clashes = useMemo(() => {
    const found = new Map<string, Clash[]>();
    if (!check || !preferences || !declared) return found;
    for (const meal of meals) {
      const list = check.clashesWith(meal, preferences);
      if (list.length > 0) found.set(meal.id, list);
    }
    return found;
  }, [check, meals, preferences, declared]);
  return <PlanClashes.Provider value={clashes}>{children}</PlanClashes.Provider>;
}

/** Why this planned meal clashes with the cook's allergies or exclusions (empty when it does not). */
export function useMealClashes(mealId: string): Clash[] {
  return useContext(PlanClashes).get(mealId) ?? [];
}

/** A warning on a planned meal that no longer suits the cook; `compact` for the week grid's narrow cards. */
export function ClashWarning({ mealId, compact = false, className }: { mealId: string; compact?: boolean; className?: string }) {
  const clashes = useMealClashes(mealId);
  if (clashes.length === 0) return null;
  return (
    <p
      role="note"
      className={cn('flex items-start gap-1 rounded-md bg-destructive/10 px-2 py-1 text-xs font-medium text-destructive', className)}
    >
      <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      {compact ? (
        // The week grid's cards are narrow: the allergens are on the card's own Contains line.
        <span>
          Not safe for you<span className="sr-only">: {describeClashes(clashes)}</span>
        </span>
      ) : (
        <span>Not safe for you now: {describeClashes(clashes)}.</span>
      )}
    </p>
  );
}
