import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Meal } from '../../../domain/meal';
import { countInteraction } from '../favorites/favorites-cache';

/** Spec §9: selection toggles within 300 ms are ignored. */
export const SELECTION_DEBOUNCE_MS = 300;
/** Breakfasts fill the week's breakfast slots: at most one a day. */
export const MAX_BREAKFASTS = 7;

/**
 * The cook's chosen meals. Main meals stop at the required count ('Maximum meals selected');
 * breakfasts are extra, one a day at most. Every change is reported so it can be saved.
 */
export function useMealSelection(required: number, initial: Meal[], onChange: (selected: Meal[]) => void) {
  const [selected, setSelected] = useState<Meal[]>(initial);
  const current = useRef(initial);
  const lastToggle = useRef(new Map<string, number>());

  const toggle = useCallback(
    (meal: Meal) => {
      const now = Date.now();
      if (now - (lastToggle.current.get(meal.id) ?? 0) < SELECTION_DEBOUNCE_MS) return;
      lastToggle.current.set(meal.id, now);
      const before = current.current;
      let next: Meal[];
      if (before.some((m) => m.id === meal.id)) {
        next = before.filter((m) => m.id !== meal.id);
      } else {
        const sameKind = before.filter((m) => Boolean(m.isBreakfast) === Boolean(meal.isBreakfast)).length;
        const limit = meal.isBreakfast ? MAX_BREAKFASTS : required;
        if (sameKind >= limit) {
          toast.error('Maximum meals selected', { description: `You can only select ${limit} meals. Deselect a meal first.` });
          return;
        }
        next = [...before, meal];
      }
      current.current = next;
      setSelected(next);
      countInteraction('select');
      onChange(next);
    },
    [required, onChange],
  );

  const reset = useCallback((meals: Meal[]) => {
    current.current = meals;
    setSelected(meals);
  }, []);
  const mainsSelected = selected.filter((meal) => !meal.isBreakfast).length;
  return { selected, toggle, reset, mainsSelected };
}
