import { daysBetween } from '../dates/iso-date';
import type { NewId } from '../kitchen/commands';
import type { PlanEntry } from '../kitchen/items';
import type { KitchenState } from '../kitchen/kitchen-state';
import type { IngredientLine } from '../meal/meal';
import { formatBase, needOf } from '../shopping-list/build-shopping-list';
import { ingredientItems, sameFood } from './holdings';
import type { InventoryItem, PantryEvent } from './inventory';
import { byEarliestDate, takeFromItem, type BaseAmount } from './inventory-math';
import { leftoverUseBy, mealLeftoverLife } from './leftover-life';
import { withEvents } from './pantry-events';

/*
 * "Cooked" (issue #16): a planned meal's ingredients leave the inventory, earliest date first, each
 * draw recorded as a 'used' event with its value; what the kitchen did not hold is reported to the
 * cook, never an error. "Cooked for more" keeps the extra portions as a leftover item.
 */

/** Less than this share of a need still wanted is nothing missing (rounding crumbs). */
const CRUMB = 1e-6;

/** Something a meal needed that the inventory did not hold (or not enough of). */
export type Shortfall = { name: string; missing: string | undefined };

export type CookResult = {
  state: KitchenState;
  /** What was not in the pantry, in the meal's order. */
  missing: Shortfall[];
  /** The leftover item made by "Cooked for more". */
  leftover?: InventoryItem;
};

export { leftoverUseBy, mealLeftoverLife } from './leftover-life';

type Draw = { inventory: Record<string, InventoryItem>; events: PantryEvent[]; takenValue: number };

/**
 * Takes `want` of a food from the inventory's matching ingredients, earliest date first, recording
 * what each item gave. Answers what is still wanted.
 */
function draw(line: IngredientLine, want: BaseAmount, drawn: Draw, ctx: { today: string; newId: NewId; mealName: string }): number {
  const matching = ingredientItems(Object.values(drawn.inventory))
    .filter((item) => sameFood(item, line))
    .sort(byEarliestDate);
  let left = want.value;
  for (const item of matching) {
    if (left <= CRUMB * Math.max(1, want.value)) break;
    const taken = takeFromItem(item, { value: left, dimension: want.dimension });
    if (!taken || taken.taken <= 0) continue;
    left -= taken.taken;
    if (taken.rest) drawn.inventory[item.id] = taken.rest;
    else delete drawn.inventory[item.id];
    drawn.takenValue += taken.valuePence;
    drawn.events.push({
      id: ctx.newId(),
      kind: 'used',
      date: ctx.today,
      itemId: item.id,
      name: item.name,
      ...(item.ingredientId ? { ingredientId: item.ingredientId } : {}),
      quantity: {
        amount: Math.round(taken.taken * 1000) / 1000,
        unit: want.dimension === 'mass' ? 'g' : want.dimension === 'volume' ? 'ml' : 'item',
      },
      valuePence: taken.valuePence,
      inTime: item.date === undefined || daysBetween(ctx.today, item.date) >= 0,
      mealName: ctx.mealName,
    });
  }
  return Math.max(0, left);
}

function withDrawn(state: KitchenState, inventory: Record<string, InventoryItem>, events: readonly PantryEvent[]): KitchenState {
  if (events.length === 0) return state;
  return { ...state, inventory, pantryEvents: withEvents(state.pantryEvents, events) };
}

function markCooked(state: KitchenState, entry: PlanEntry, today: string): KitchenState {
  return { ...state, planEntries: { ...state.planEntries, [entry.id]: { ...entry, cooked: today } } };
}

/** Eating an entry that eats leftover portions: its portions leave the leftover item. */
function eatLeftovers(state: KitchenState, entry: PlanEntry, ctx: { today: string; newId: NewId }): CookResult {
  const item = entry.leftoverItemId ? state.inventory[entry.leftoverItemId] : undefined;
  const portions = entry.servings ?? 1;
  const label = `Leftovers: ${entry.meal.name}`;
  if (!item?.leftover) return { state: markCooked(state, entry, ctx.today), missing: [{ name: label, missing: undefined }] };
  const taken = takeFromItem(item, { value: portions, dimension: 'count' });
  if (!taken) return { state: markCooked(state, entry, ctx.today), missing: [{ name: label, missing: undefined }] };
  const inventory = { ...state.inventory };
  if (taken.rest) {
    const rest = taken.rest;
    inventory[item.id] = { ...rest, leftover: { ...item.leftover, portions: Math.max(0, Math.round(rest.quantity.amount)) } };
  } else delete inventory[item.id];
  const event: PantryEvent = {
    id: ctx.newId(),
    kind: 'used',
    date: ctx.today,
    itemId: item.id,
    name: item.name,
    quantity: { amount: taken.taken, unit: 'item' },
    valuePence: taken.valuePence,
    inTime: item.date === undefined || daysBetween(ctx.today, item.date) >= 0,
    mealName: entry.meal.name,
  };
  const short = portions - taken.taken;
  const missing = short > CRUMB ? [{ name: label, missing: `${short} ${short === 1 ? 'portion' : 'portions'}` }] : [];
  return { state: markCooked(withDrawn(state, inventory, [event]), entry, ctx.today), missing };
}

/**
 * Marks a planned meal cooked on `today` and takes its ingredients from the inventory, earliest
 * date first (`byEarliestDate`, `takeFromItem`), recording a 'used' event per item drawn (with its
 * value, whether it was in time, and the meal). Lines without an amount ('salt, to taste') take
 * nothing. What the inventory lacked comes back in `missing`.
 * "Cooked for more" (`extraPortions`): the ingredients are taken for the extra portions too, and the
 * portions are kept as a leftover item in the fridge, dated by the meal's leftover life and worth
 * their share of what was taken. An entry eating leftovers takes its portions from their item;
 * one eating portions the week planner cooked (`leftoverOf`) is only marked. Cooking an entry
 * already cooked changes nothing.
 */
export function cookEntry(
  state: KitchenState,
  entryId: string,
  { today, newId, extraPortions = 0 }: { today: string; newId: NewId; extraPortions?: number },
): CookResult {
  const entry = state.planEntries[entryId];
  if (!entry || entry.cooked !== undefined) return { state, missing: [] };
  if (entry.leftoverItemId !== undefined) return eatLeftovers(state, entry, { today, newId });
  if (entry.leftoverOf !== undefined) return { state: markCooked(state, entry, today), missing: [] };

  const { meal } = entry;
  const portions = meal.servings ?? entry.servings ?? 1;
  const extra = Math.max(0, Math.floor(extraPortions));
  const factor = (portions + extra) / portions;
  const drawn: Draw = { inventory: { ...state.inventory }, events: [], takenValue: 0 };
  const missing: Shortfall[] = [];
  for (const line of meal.ingredients) {
    const need = needOf(line);
    if (!need || need.value <= 0) {
      // No amount to take: only a food the kitchen has none of at all is worth a word.
      const any = ingredientItems(Object.values(drawn.inventory)).some((item) => sameFood(item, line));
      if (!any && need === undefined && line.quantity) missing.push({ name: line.name, missing: undefined });
      continue;
    }
    const want = { value: need.value * factor, dimension: need.dimension };
    const left = draw(line, want, drawn, { today, newId, mealName: meal.name });
    if (left > CRUMB * Math.max(1, want.value)) {
      missing.push({ name: line.name, missing: left < want.value ? formatBase({ value: left, dimension: want.dimension }) : undefined });
    }
  }

  let next = markCooked(withDrawn(state, drawn.inventory, drawn.events), entry, today);
  if (extra === 0) return { state: next, missing };
  const life = mealLeftoverLife(meal);
  const leftover: InventoryItem = {
    id: newId(),
    name: meal.name,
    quantity: { amount: extra, unit: 'item' },
    place: 'fridge',
    bought: today,
    date: leftoverUseBy(meal, today),
    dateKind: 'use-by',
    valuePence: Math.round((drawn.takenValue * extra) / (portions + extra)),
    leftover: { mealId: meal.id.slice(0, 120), portions: Math.min(30, extra), freezes: life.freezes, cookedEntryId: entry.id },
  };
  next = { ...next, inventory: { ...next.inventory, [leftover.id]: leftover } };
  return { state: next, missing, leftover };
}

/**
 * "Not cooked yet": the entry is no longer marked cooked. Nothing is put back: what the cooking
 * took stays out of the inventory and its 'used' events stay (the cook may have cooked part of it,
 * or eaten the food some other way), and any leftovers it made stay; the pantry screen changes
 * them. The screen says so.
 */
export function uncookEntry(state: KitchenState, entryId: string): KitchenState {
  const entry = state.planEntries[entryId];
  if (!entry || entry.cooked === undefined) return state;
  const { cooked: _cooked, ...rest } = entry;
  return { ...state, planEntries: { ...state.planEntries, [entryId]: rest } };
}

/** What was missing, as a sentence's end: 'salt, 2 garlic and 300 g of beef mince'. */
export function missingText(missing: readonly Shortfall[]): string {
  const parts = missing.map(({ name, missing: short }) => {
    const food = /^Leftovers: /.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
    if (!short) return food;
    // A count reads as one ('2 garlic'), a measure as part of the food ('300 g of beef mince').
    return /^[\d.¼½¾⅓⅔]+$/.test(short) ? `${short} ${food}` : `${short} of ${food}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}
