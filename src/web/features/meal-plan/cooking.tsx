import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PlanEntry } from '../../../domain/kitchen/items';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { lazyDialog } from '../../lib/lazy-dialog';
import { showError } from '../../lib/toasts';
import type * as CookMeal from './cook-meal';

/**
 * The cooking commands (the pantry's draw-down, leftovers and the list arithmetic they use) load
 * with the first thing the cook does with them, not with the plan.
 */
export function withCookMeal(run: (module: typeof CookMeal) => void): void {
  import('./cook-meal').then(run).catch(() => showError('Error', 'This could not be done just now. Please try again.'));
}

/** What the plan's cards may do about cooking. */
export type Cooking = {
  cook: (entry: PlanEntry) => void;
  uncook: (entry: PlanEntry) => void;
  /** Opens "Cooked for more": how many extra portions, and the day to eat them. */
  cookForMore: (entry: PlanEntry) => void;
  removeLeftovers: (entry: PlanEntry) => void;
};

const CookingContext = createContext<Cooking | undefined>(undefined);

// The dialog (a form and its day list) loads when the cook first asks for it.
const CookedForMoreDialog = lazyDialog(
  async () => (await import('./components/cooked-for-more-dialog')).CookedForMoreDialog,
  (props) => props.entryId !== undefined,
);

/** The plan's cooking actions, for every card below it, and the "Cooked for more" dialog they open. */
export function CookingProvider({ children }: { children: ReactNode }) {
  const store = useKitchenStore();
  const [moreFor, setMoreFor] = useState<string>();
  const cooking = useMemo<Cooking>(
    () => ({
      cook: (entry) => withCookMeal(({ cookMeal }) => void cookMeal(store, entry.id, { today: localToday() })),
      uncook: (entry) => withCookMeal(({ uncookMeal }) => uncookMeal(store, entry.id)),
      cookForMore: (entry) => setMoreFor(entry.id),
      removeLeftovers: (entry) => withCookMeal(({ removeLeftovers }) => removeLeftovers(store, entry.id)),
    }),
    [store],
  );
  return (
    <CookingContext.Provider value={cooking}>
      {children}
      <CookedForMoreDialog entryId={moreFor} onClose={() => setMoreFor(undefined)} />
    </CookingContext.Provider>
  );
}

/** The cooking actions, when the plan offers them (undefined outside a `CookingProvider`). */
export function useCooking(): Cooking | undefined {
  return useContext(CookingContext);
}
