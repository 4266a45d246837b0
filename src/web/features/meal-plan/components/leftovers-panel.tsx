import { Soup } from 'lucide-react';
import { useMemo } from 'react';
import { dayLabel, shortDayLabel } from '../../../../domain/dates/iso-date';
import { leftoverDays, leftoverItems, portionsFree } from '../../../../domain/pantry/leftovers';
import { NativeSelect } from '../../../components/ui/native-select';
import { useKitchen, useKitchenStore } from '../../../lib/kitchen/kitchen-context';
import { withCookMeal } from '../cooking';

const portions = (count: number) => `${count} ${count === 1 ? 'portion' : 'portions'}`;

/**
 * Leftover portions in the kitchen not yet on the plan, each with the later days it may be eaten
 * on: choosing one puts "Leftovers: Chilli (2 portions)" on that day. Nothing shows without any.
 */
export function LeftoversPanel() {
  const store = useKitchenStore();
  const inventory = useKitchen((state) => state.inventory);
  const planEntries = useKitchen((state) => state.planEntries);
  const week = useKitchen((state) => state.week);
  const rows = useMemo(() => {
    const state = { inventory, planEntries, week };
    return leftoverItems(state)
      .map((item) => ({ item, free: portionsFree(state, item.id), days: leftoverDays(state, item.id) }))
      .filter((row) => row.free > 0 && row.days.length > 0);
  }, [inventory, planEntries, week]);
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="leftovers-heading" className="space-y-3 rounded-xl border bg-card p-4">
      <h2 id="leftovers-heading" className="flex items-center gap-2 font-semibold">
        <Soup className="size-4 text-primary" aria-hidden />
        Leftovers to plan
      </h2>
      <ul className="divide-y">
        {rows.map(({ item, free, days }) => {
          const id = `plan-leftover-${item.id}`;
          return (
            <li key={item.id} className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">
                <span className="font-medium">{item.name}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {portions(free)}
                  {item.date ? ` · use by ${shortDayLabel(item.date)}` : ''}
                </span>
              </p>
              <div className="sm:w-56">
                <label htmlFor={id} className="sr-only">
                  Eat the {item.name} leftovers on
                </label>
                <NativeSelect
                  id={id}
                  value=""
                  className="h-9"
                  onChange={(event) => {
                    const date = event.target.value;
                    if (date) withCookMeal(({ planLeftover }) => planLeftover(store, item.id, date, free));
                  }}
                >
                  <option value="">Eat them on…</option>
                  {days.map((date) => (
                    <option key={date} value={date}>
                      {dayLabel(date)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
