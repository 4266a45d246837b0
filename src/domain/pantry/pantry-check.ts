import type { NewId } from '../kitchen/commands';
import type { KitchenState } from '../kitchen/kitchen-state';
import type { ShoppingListItem } from '../shopping-list/build-shopping-list';
import { formatQuantity } from '../units/format-quantity';
import type { Amount } from '../units/ingredient-line';
import { itemKey } from '../shopping-list/item-key';
import { allocateItems, heldAmount, listHoldings } from './holdings';
import type { InventoryItem } from './inventory';
import { itemAmount } from './inventory-math';
import { isTouched } from './purchases-to-inventory';
import { itemFromLine, type StockLine } from './stock-line';

/*
 * The pantry check (spec §2, §4) over the inventory (issue #16): each of the plan's ingredients
 * against what the kitchen holds, and a tick that says "I have this" by putting it in the
 * inventory, where the shopping list subtracts it.
 */

/** One ingredient of the plan as the pantry check shows it. */
export type PantryCheckRow = {
  item: ShoppingListItem;
  /** What the kitchen holds of it, as the cook reads it ('200 g'), when anything. */
  held?: string;
  /** Whether the cook said they have it: a tick here, or an old pantry-check answer. */
  ticked: boolean;
  /** The inventory holds all that is needed without a tick: nothing to say, nothing to buy. */
  covered: boolean;
};

function heldText(items: readonly InventoryItem[], item: ShoppingListItem): { text?: string; covered: boolean } {
  const held = heldAmount(items, item.need?.dimension);
  const parts = [
    ...(held.value > 0 && held.dimension
      ? [formatQuantity({ amount: held.value, unit: held.dimension === 'mass' ? 'g' : held.dimension === 'volume' ? 'ml' : 'item' })]
      : []),
    ...held.other.map((quantity) => formatQuantity(quantity)),
  ];
  const covered = item.need !== undefined && held.dimension === item.need.dimension && held.value >= item.need.value - 1e-9;
  return { ...(parts.length > 0 ? { text: parts.join(' and ') } : {}), covered };
}

/**
 * Each of the plan's ingredients (`all`: the list before anything is subtracted) with what the
 * kitchen holds of it (the list's holdings, each item given to one ingredient only) and whether
 * it is ticked.
 */
export function pantryCheckRows(
  state: Pick<KitchenState, 'inventory' | 'purchases' | 'pantryAnswers'>,
  all: readonly ShoppingListItem[],
): PantryCheckRow[] {
  const holdings = listHoldings(state);
  const allocated = allocateItems(
    all.map((item) => ({ name: item.name, ingredientId: item.ingredientId })),
    holdings,
  );
  return all.map((item, index) => {
    const items = allocated[index] ?? [];
    const ticked =
      state.pantryAnswers[item.key]?.owned === true || Object.values(state.inventory).some((stock) => stock.pantryCheckKey === item.key);
    const { text, covered } = heldText(items, item);
    return { item, ...(text ? { held: text } : {}), ticked, covered };
  });
}

/**
 * A tick: the cook has this. The inventory gains what is still needed of it (`line`, from
 * `neededLine` of the list as it stands), kept where its storage life says and dated from today.
 * Ticking twice adds nothing more.
 */
export function tickPantryItem(
  state: KitchenState,
  { line, today, newId }: { line: StockLine; today: string; newId: NewId },
): KitchenState {
  const key = itemKey(line.name);
  if (Object.values(state.inventory).some((item) => item.pantryCheckKey === key)) return state;
  const item: InventoryItem = { ...itemFromLine(line, { id: newId(), bought: today }), pantryCheckKey: key };
  return { ...state, inventory: { ...state.inventory, [item.id]: item } };
}

/**
 * An untick: the item the tick added goes (and an old answer for the ingredient), unless the cook
 * has used or opened it since; then it stays, as the kitchen's record.
 */
export function untickPantryItem(state: KitchenState, name: string): KitchenState {
  const key = itemKey(name);
  const gone = Object.values(state.inventory).filter((item) => item.pantryCheckKey === key && !isTouched(item, state.pantryEvents));
  const { [key]: answer, ...answers } = state.pantryAnswers;
  if (gone.length === 0 && !answer) return state;
  const inventory = { ...state.inventory };
  for (const item of gone) delete inventory[item.id];
  return { ...state, inventory, ...(answer ? { pantryAnswers: answers } : {}) };
}

/**
 * "How much you have": the ticked item holds this amount instead. Its value follows in proportion
 * when the two amounts can be compared.
 */
export function setPantryCheckAmount(state: KitchenState, name: string, quantity: Amount): KitchenState {
  const key = itemKey(name);
  const item = Object.values(state.inventory).find((candidate) => candidate.pantryCheckKey === key);
  if (!item || (item.quantity.amount === quantity.amount && item.quantity.unit === quantity.unit && item.quantity.max === quantity.max)) {
    return state;
  }
  const before = itemAmount(item);
  const after = itemAmount({ quantity });
  const valuePence =
    item.valuePence !== undefined && before && after && before.dimension === after.dimension && before.value > 0
      ? Math.round((item.valuePence * after.value) / before.value)
      : item.valuePence;
  const next: InventoryItem = { ...item, quantity, ...(valuePence !== undefined ? { valuePence } : {}) };
  return { ...state, inventory: { ...state.inventory, [item.id]: next } };
}
