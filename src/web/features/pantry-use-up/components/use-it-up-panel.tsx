import { ArrowRight, Leaf } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '../../../lib/router/router';
import { shortDayLabel } from '../../../../domain/dates/iso-date';
import { entryTitle } from '../../../../domain/kitchen/entry-text';
import { isCooked, type PlannedMeal } from '../../../../domain/kitchen/views';
import { mealSchema, type Meal } from '../../../../domain/meal';
import { sameFood } from '../../../../domain/pantry/holdings';
import type { InventoryItem } from '../../../../domain/pantry/inventory';
import { dateStatus } from '../../../../domain/pantry/inventory-math';
import { goingOff, mealsUsing } from '../../../../domain/pantry/use-up';
import { preferencesSchema } from '../../../../domain/preferences';
import { formatQuantity } from '../../../../domain/units/format-quantity';
import { formatMinutes } from '../../../../domain/meal';
import { localToday } from '../../../lib/dates';
import { useAllergenCheck } from '../../../lib/allergens/use-allergen-check';
import { useFavorites } from '../../../lib/favorites/favorites-api';
import { useKitchen } from '../../../lib/kitchen/kitchen-context';
import { useSession } from '../../../lib/session';
import { useUseUpRecipes } from '../api/use-up-recipes';

/** Items the panel lists at most: the soonest. */
const SHOWN_ITEMS = 5;
/** Meals of each kind named per item. */
const NAMED_MEALS = 3;

/** When an item goes off, as the cook says it: 'today', 'tomorrow', 'by Wed 2 Dec', 'was best before Mon 30 Nov'. */
function whenText(item: InventoryItem, today: string): string {
  const status = dateStatus(item, today);
  switch (status.status) {
    case 'today':
      return item.dateKind === 'use-by' ? 'use by today' : 'best before today';
    case 'expired':
      return `was best before ${item.date ? shortDayLabel(item.date) : ''}`;
    case 'soon':
    case 'later':
      if (status.days === 1) return item.dateKind === 'use-by' ? 'use by tomorrow' : 'best before tomorrow';
      return `${item.dateKind === 'use-by' ? 'use by' : 'best before'} ${item.date ? shortDayLabel(item.date) : ''}`;
    case 'none':
      return '';
  }
}

/** A food's name as a line starts it ('aubergine' → 'Aubergine'). */
const asTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function MealNames({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{label}: </span>
      {names.slice(0, NAMED_MEALS).join(' · ')}
    </p>
  );
}

/**
 * "Use it up" (issue #16): what goes off in the next three days, each with meals that use it: the
 * plan's own (on the weekly plan), the cook's favourites and a few of Larder's recipes that keep
 * their diet and allergies. Nothing shows when nothing goes off.
 */
export function UseItUpPanel({ planned }: { planned?: readonly PlannedMeal[] }) {
  const today = localToday();
  const inventory = useKitchen((state) => state.inventory);
  const stored = useKitchen((state) => state.preferences);
  const preferences = useMemo(() => (stored ? preferencesSchema.safeParse(stored).data : undefined), [stored]);
  const items = useMemo(() => goingOff(inventory, today).slice(0, SHOWN_ITEMS), [inventory, today]);
  const { user } = useSession();
  const favourites = useFavorites(user?.id);
  // A favourite saved before an allergy was declared is no idea for this cook: with allergies or
  // exclusions declared, favourites are named only once checked against them.
  const declared = Boolean(preferences && (preferences.allergies.length > 0 || preferences.excludedItems.length > 0));
  const check = useAllergenCheck(declared);
  const favouriteMeals = useMemo(
    () =>
      (favourites.data ?? []).flatMap((favourite): Meal[] => {
        const parsed = mealSchema.safeParse(favourite.meal);
        if (!parsed.success) return [];
        if (!declared || !preferences) return [parsed.data];
        return check && check.clashesWith(parsed.data, preferences).length === 0 ? [parsed.data] : [];
      }),
    [favourites.data, declared, preferences, check],
  );
  const ids = items.flatMap((item) => (item.leftover || !item.ingredientId ? [] : [item.ingredientId]));
  const recipes = useUseUpRecipes(ids, preferences);
  if (items.length === 0) return null;

  // A recipe already on the plan is no new idea.
  const plannedIds = new Set((planned ?? []).map(({ meal }) => meal.id));
  const ideasFor = (item: InventoryItem) =>
    (recipes.data?.suggestions.find((suggestion) => suggestion.ingredientId === item.ingredientId)?.recipes ?? []).filter(
      (recipe) => !plannedIds.has(recipe.id),
    );
  const inPlan = (item: InventoryItem) =>
    (planned ?? [])
      .filter(({ entry, meal }) => entry.cooked === undefined && isCooked(entry) && meal.ingredients.some((line) => sameFood(line, item)))
      .map(({ entry }) => `${entryTitle(entry)} (${shortDayLabel(entry.date).slice(0, 3)})`);

  return (
    <section aria-labelledby="use-it-up-heading" className="space-y-3 rounded-xl border border-highlight/60 bg-highlight/10 p-4 sm:p-5">
      <div>
        <h2 id="use-it-up-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Leaf className="size-5 text-primary" aria-hidden />
          Use it up
        </h2>
        <p className="text-sm text-muted-foreground">Food that goes off in the next three days, and meals that use it.</p>
      </div>
      <ul className="divide-y divide-highlight/40">
        {items.map((item) => (
          <li key={item.id} className="space-y-1 py-2.5">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{item.leftover ? `Leftovers: ${item.name}` : asTitle(item.name)}</span>
              <span className="text-sm text-muted-foreground">
                {item.leftover
                  ? `${item.leftover.portions} ${item.leftover.portions === 1 ? 'portion' : 'portions'}`
                  : formatQuantity(item.quantity)}
              </span>
              <span className="text-sm font-medium text-warning">{whenText(item, today)}</span>
            </p>
            {!item.leftover && (
              <>
                <MealNames label="In your plan" names={inPlan(item)} />
                <MealNames label="Your favourites" names={mealsUsing(item, favouriteMeals, items).map((meal) => meal.name)} />
                <MealNames
                  label="Ideas"
                  names={ideasFor(item).map((recipe) => `${recipe.name} (${formatMinutes(recipe.totalMinutes, { short: true })})`)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <Link to="/planner" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        Plan meals that use them
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
