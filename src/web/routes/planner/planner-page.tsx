import { CalendarCheck, Leaf, ShieldCheck, ShoppingBasket } from 'lucide-react';
import { ingredientsToUseUp } from '../../../domain/pantry/use-up';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { localToday } from '../../lib/dates';
import { useState } from 'react';
import { useNavigate } from '../../lib/router/router';
import { setPreferences } from '../../../domain/kitchen/commands';
import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '../../../domain/preferences';
import { Card, CardContent } from '../../components/ui/card';
import { ContentSkeleton } from '../../components/ui/page-fallback';
import { PreferencesForm } from '../../features/planning/components/preferences-form';
import { useKitchen, useKitchenStatus, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { showError, showSuccess } from '../../lib/toasts';

const FEATURES = [
  { icon: ShieldCheck, title: 'Safe for your allergies', text: 'Excluded items and allergens are never suggested.' },
  { icon: Leaf, title: 'Uses what you have', text: 'Tell us what needs using up and we’ll plan around it.' },
  { icon: ShoppingBasket, title: 'Priced in pounds', text: 'Every meal and the week’s shopping list, at UK average prices.' },
  { icon: CalendarCheck, title: 'A week that fits', text: 'Time, budget, calories and protein, your way.' },
];

/** Spec §4: the form starts from the current preferences, else the default ones, else the spec's defaults. */
function startingPreferences(current: unknown, defaults: unknown): Preferences {
  for (const stored of [current, defaults]) {
    const parsed = stored ? preferencesSchema.safeParse(stored) : undefined;
    if (parsed?.success) return parsed.data;
  }
  return DEFAULT_PREFERENCES;
}

/**
 * Issue #16: with no ingredients to use up typed, the form offers the inventory's soonest food
 * (at most the spec's five). Answers whether it did.
 */
function withFoodToUseUp(
  preferences: Preferences,
  inventory: Record<string, InventoryItem>,
): { preferences: Preferences; filled: boolean } {
  if (preferences.ingredientsToUse.length > 0) return { preferences, filled: false };
  const soonest = ingredientsToUseUp(inventory, localToday());
  return soonest.length > 0 ? { preferences: { ...preferences, ingredientsToUse: soonest }, filled: true } : { preferences, filled: false };
}

export function PlannerPage() {
  const { ready } = useKitchenStatus();
  const current = useKitchen((state) => state.preferences);
  const defaults = useKitchen((state) => state.defaultPreferences);
  const inventory = useKitchen((state) => state.inventory);
  // The heading shows at once (a prerendered page paints it); the form waits for the cook's kitchen.
  const start = ready ? withFoodToUseUp(startingPreferences(current, defaults), inventory) : undefined;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Create your weekly meal plan</h1>
      <p className="mt-1 text-muted-foreground">Tell us how you cook and eat; we’ll suggest meals to choose from.</p>
      {start ? (
        <Planner initial={start.preferences} filledFromPantry={start.filled} />
      ) : (
        <ContentSkeleton className="mt-8 grid gap-8 lg:grid-cols-3" />
      )}
    </div>
  );
}

function Planner({ initial, filledFromPantry }: { initial: Preferences; filledFromPantry: boolean }) {
  const navigate = useNavigate();
  const store = useKitchenStore();
  // The form keeps what the cook types; the store's preferences are where it started.
  const [start] = useState(initial);
  const [submitting, setSubmitting] = useState(false);

  const submit = (preferences: Preferences) => {
    setSubmitting(true);
    if (!store.update((state) => setPreferences(state, preferences))) {
      setSubmitting(false);
      showError('Error', 'Failed to save your preferences. Please try again.');
      return;
    }
    showSuccess('Preferences Saved!', 'Now choose your favourite meals for the week.');
    void navigate('/meal-selection');
  };

  return (
    <>
      {filledFromPantry && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-sidebar-accent/60 px-3 py-2 text-sm text-sidebar-accent-foreground">
          <Leaf className="mt-0.5 size-4 shrink-0" aria-hidden />
          Ingredients to use up (under Advanced options) are filled in from what goes off soonest in your pantry.
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-label="What you get" className="order-2 space-y-3 lg:order-1">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-3 rounded-xl border bg-card p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </div>
          ))}
        </aside>
        <Card className="order-1 lg:order-2">
          <CardContent className="pt-6">
            <PreferencesForm initial={start} submitting={submitting} onSubmit={submit} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
