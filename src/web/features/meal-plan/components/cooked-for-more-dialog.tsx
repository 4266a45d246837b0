import { useState, type FormEvent } from 'react';
import { datesFrom, daysBetween, dayLabel, shortDayLabel } from '../../../../domain/dates/iso-date';
import { weekRange } from '../../../../domain/kitchen/views';
import { leftoverUseBy, mealLeftoverLife } from '../../../../domain/pantry/leftover-life';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { localToday } from '../../../lib/dates';
import { useKitchen, useKitchenStore } from '../../../lib/kitchen/kitchen-context';
import { cookMeal } from '../cook-meal';

/** Most extra portions one cooking keeps (a leftover item holds at most 30). */
const MAX_EXTRA_PORTIONS = 30;

/**
 * "Cooked for more": the meal is cooked with extra portions, which go in the fridge as leftovers
 * (until the meal's leftover life runs out), and may be put on a later day of the plan at once.
 */
export function CookedForMoreDialog({ entryId, onClose }: { entryId: string | undefined; onClose: () => void }) {
  const store = useKitchenStore();
  const entry = useKitchen((state) => (entryId ? state.planEntries[entryId] : undefined));
  const range = useKitchen(weekRange);
  const today = localToday();
  const [extra, setExtra] = useState('2');
  const [eatOn, setEatOn] = useState('');
  const useBy = entry ? leftoverUseBy(entry.meal, today) : today;
  const days = range ? datesFrom(range.start, daysBetween(range.start, range.end) + 1).filter((date) => date > today && date <= useBy) : [];
  const count = Math.min(MAX_EXTRA_PORTIONS, Math.max(1, Math.floor(Number(extra) || 0)));
  const valid = Number.isFinite(Number(extra)) && Number(extra) >= 1 && Number(extra) <= MAX_EXTRA_PORTIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry || !valid) return;
    cookMeal(store, entry.id, { today, extraPortions: count, ...(eatOn ? { eatOn } : {}) });
    setEatOn('');
    onClose();
  };

  return (
    <Dialog open={entryId !== undefined} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent className="max-w-md">
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Cooked for more: {entry.meal.name}</DialogTitle>
              <DialogDescription>
                Extra portions go in the fridge as leftovers, to eat by {shortDayLabel(useBy)}
                {mealLeftoverLife(entry.meal).freezes ? ' (or freeze them)' : ''}. The ingredients for them come out of your pantry too.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor="extra-portions">Extra portions</Label>
              <Input
                id="extra-portions"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_EXTRA_PORTIONS}
                className="w-28"
                value={extra}
                aria-invalid={!valid}
                aria-describedby={valid ? undefined : 'extra-portions-error'}
                onChange={(event) => setExtra(event.target.value)}
              />
              {!valid && (
                <p id="extra-portions-error" className="text-sm text-destructive">
                  Choose between 1 and {MAX_EXTRA_PORTIONS} portions.
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="eat-leftovers-on">Eat them on</Label>
              <NativeSelect id="eat-leftovers-on" value={eatOn} onChange={(event) => setEatOn(event.target.value)}>
                <option value="">Not planned yet</option>
                {days.map((date) => (
                  <option key={date} value={date}>
                    {dayLabel(date)}
                  </option>
                ))}
              </NativeSelect>
              {days.length === 0 && (
                <p className="text-xs text-muted-foreground">No later day of this plan comes before their use-by date.</p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!valid}>
                Cooked
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
