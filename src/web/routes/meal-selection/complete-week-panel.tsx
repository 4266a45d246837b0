import { Loader2, Recycle, WandSparkles } from 'lucide-react';
import { useMemo } from 'react';
import type { Meal } from '../../../domain/meal';
import { sharedFood } from '../../../domain/week-plan/shared-food';
import { Button } from '../../components/ui/button';

/**
 * "Complete my week" (issue #17): the planner on the server fills the dinners still open from
 * the options shown, choosing and ordering them so the fresh packs bought get eaten.
 */
export function CompleteWeekPanel({
  required,
  selected,
  pending,
  disabled,
  onComplete,
}: {
  required: number;
  selected: number;
  pending: boolean;
  disabled: boolean;
  onComplete: () => void;
}) {
  const open = Math.max(0, required - selected);
  return (
    <section
      aria-labelledby="complete-week-heading"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        <h2 id="complete-week-heading" className="font-semibold">
          Let Larder plan the rest
        </h2>
        <p className="text-sm text-muted-foreground">
          {open > 0
            ? `Choose the meals you want, and Larder fills the other ${open === 1 ? 'dinner' : `${open} dinners`} for whole packs, so the fresh food you buy gets eaten.`
            : 'Larder orders your dinners so what keeps least is cooked first, and says what fresh food will be left over.'}
        </p>
      </div>
      <Button onClick={onComplete} disabled={pending || disabled} aria-busy={pending} className="shrink-0">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <WandSparkles aria-hidden />}
        {pending ? 'Planning your week…' : 'Complete my week'}
      </Button>
    </section>
  );
}

/** What an option shares with the meals already chosen ("Uses the rest of your spinach"), from `sharedFood`. */
export function SharedFoodNote({ option, chosen }: { option: Meal; chosen: readonly Meal[] }) {
  const shared = useMemo(() => sharedFood(option, chosen), [option, chosen]);
  if (shared.length === 0) return null;
  return (
    <ul className="space-y-1 text-xs font-medium text-success">
      {shared.map((item) => (
        <li key={item.ingredientId} className="flex items-start gap-1.5">
          <Recycle className="mt-px size-3.5 shrink-0" aria-hidden />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
