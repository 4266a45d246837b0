import type { InventoryLine, DayEntry } from './types';
import { requireIngredient } from '../ingredient-index';
import { freezesOnPurchase, gramsPerUnit, isPerishable, lastFreshDay, packPrice, packsFor, unitPrice } from './ingredient-measures';
import type { Ingredient } from '../types';

export type IngredientForecast = {
  ingredient: Ingredient;
  amountNeeded: number;
  amountFromInventory: number;
  packsToBuy: number;
  perishable: boolean;
  freezeOnPurchase: boolean;
  /** Bought and inventory amounts not cooked this week. */
  amountLeftOver: number;
  /** Perishables: bought but not eaten in time (left over, gone off before its meal, or in wasted portions). */
  amountWasted: number;
  /** Perishables: bought and eaten in time. */
  amountUsed: number;
  poundsBought: number;
  poundsWasted: number;
};

export type InventoryForecast = { line: InventoryLine; ingredient: Ingredient; used: number; wasted: number };

export type WeekAccounting = {
  ingredients: IngredientForecast[];
  inventory: InventoryForecast[];
  totals: {
    perishableGramsBought: number;
    perishableGramsUsed: number;
    perishableShareUsed: number;
    poundsBought: number;
    poundsWasted: number;
    weekCost: number;
    portionsFrozen: number;
    /** Cooked portions neither eaten in their fridge life nor frozen. */
    portionsWasted: number;
  };
};

type Use = { day: number; amount: number; eatenShare: number };

/**
 * Share of each cooking's portions that get eaten: the day's own, leftover days within the
 * dish's fridge life, and frozen portions when the dish freezes well.
 */
function eatenShares(entries: readonly DayEntry[], servings: number): { shares: Map<DayEntry, number>; wasted: number; frozen: number } {
  const shares = new Map<DayEntry, number>();
  let wasted = 0;
  let frozen = 0;
  for (const entry of entries) {
    if (entry.kind !== 'cook') continue;
    const cooked = entry.portionsCooked ?? servings;
    const leftovers = entries.filter(
      (other) =>
        other.kind === 'leftover' &&
        other.recipe === entry.recipe &&
        other.cookedOnDay === entry.day &&
        other.day > entry.day &&
        other.day - entry.day <= entry.recipe.leftovers.fridgeDays,
    ).length;
    const frozenHere = entry.recipe.leftovers.freezes ? (entry.portionsFrozen ?? 0) : 0;
    const eaten = Math.min(cooked, servings * (1 + leftovers) + frozenHere);
    frozen += frozenHere;
    wasted += cooked - eaten;
    shares.set(entry, cooked > 0 ? eaten / cooked : 1);
  }
  return { shares, wasted, frozen };
}

/**
 * What a week of dinners makes the cook buy and what of it gets eaten, by one rule for every
 * planner: one shop on day 1; inventory first (earliest use-by first, never after its use-by);
 * whole packs for the rest; a perishable eaten after its fridge life counts only when it can be
 * frozen the day it is bought (raw meat, fish, bread); a portion counts as eaten when it is placed
 * within the dish's fridge life, or frozen when the dish freezes well.
 */
export function accountWeek(
  entries: readonly DayEntry[],
  servings: number,
  inventory: readonly InventoryLine[] = [],
  days = Math.max(0, ...entries.map((entry) => entry.day)),
): WeekAccounting {
  const { shares, wasted: portionsWasted, frozen: portionsFrozen } = eatenShares(entries, servings);
  const uses = new Map<string, Use[]>();
  for (const entry of [...entries].sort((a, b) => a.day - b.day)) {
    if (entry.kind !== 'cook') continue;
    const portions = entry.portionsCooked ?? servings;
    const eatenShare = shares.get(entry) ?? 1;
    for (const line of entry.recipe.ingredients) {
      const list = uses.get(line.id) ?? [];
      list.push({ day: entry.day, amount: line.amount * portions, eatenShare });
      uses.set(line.id, list);
    }
  }

  const lots = inventory
    .filter((line) => line.amount > 0)
    .map((line) => ({ line, left: line.amount }))
    .sort((a, b) => a.line.useByDay - b.line.useByDay);
  const ingredients: IngredientForecast[] = [];
  for (const [id, list] of uses) {
    const ingredient = requireIngredient(id);
    const perishable = isPerishable(ingredient);
    const canFreeze = freezesOnPurchase(ingredient);
    let fromInventory = 0;
    const bought: Use[] = [];
    for (const use of list) {
      let missing = use.amount;
      for (const lot of lots) {
        if (missing <= 1e-9) break;
        if (lot.line.ingredientId !== id || lot.left <= 0 || lot.line.useByDay < use.day) continue;
        const taken = Math.min(lot.left, missing);
        lot.left -= taken;
        missing -= taken;
        fromInventory += taken;
      }
      if (missing > 1e-9) bought.push({ ...use, amount: missing });
    }
    const needed = list.reduce((sum, use) => sum + use.amount, 0);
    const toBuy = bought.reduce((sum, use) => sum + use.amount, 0);
    const packsToBuy = packsFor(toBuy, ingredient.pack.size);
    const amountBought = packsToBuy * ingredient.pack.size;
    const late = bought.filter((use) => use.day > lastFreshDay(ingredient));
    const freezeOnPurchase = perishable && canFreeze && late.length > 0;
    const usedInTime = bought
      .filter((use) => use.day <= lastFreshDay(ingredient) || canFreeze)
      .reduce((sum, use) => sum + use.amount * use.eatenShare, 0);
    const amountUsed = perishable ? Math.min(usedInTime, amountBought) : 0;
    const amountWasted = perishable ? Math.max(0, amountBought - amountUsed) : 0;
    ingredients.push({
      ingredient,
      amountNeeded: needed,
      amountFromInventory: fromInventory,
      packsToBuy,
      perishable,
      freezeOnPurchase,
      amountLeftOver: Math.max(0, amountBought + fromInventory - needed),
      amountWasted,
      amountUsed,
      poundsBought: packsToBuy * packPrice(ingredient),
      poundsWasted: amountWasted * unitPrice(ingredient),
    });
  }

  const inventoryForecast: InventoryForecast[] = lots.map((lot) => {
    const ingredient = requireIngredient(lot.line.ingredientId);
    const goesOff = lot.line.useByDay <= days;
    return { line: lot.line, ingredient, used: lot.line.amount - lot.left, wasted: goesOff ? lot.left : 0 };
  });

  const perishables = ingredients.filter((item) => item.perishable);
  const perishableGramsBought = perishables.reduce(
    (sum, item) => sum + item.packsToBuy * item.ingredient.pack.size * gramsPerUnit(item.ingredient),
    0,
  );
  const perishableGramsUsed = perishables.reduce((sum, item) => sum + item.amountUsed * gramsPerUnit(item.ingredient), 0);
  const inventoryPoundsWasted = inventoryForecast.reduce((sum, item) => sum + item.wasted * unitPrice(item.ingredient), 0);
  return {
    ingredients,
    inventory: inventoryForecast,
    totals: {
      perishableGramsBought,
      perishableGramsUsed,
      perishableShareUsed: perishableGramsBought > 0 ? Math.min(1, perishableGramsUsed / perishableGramsBought) : 1,
      poundsBought: ingredients.reduce((sum, item) => sum + item.poundsBought, 0),
      poundsWasted: ingredients.reduce((sum, item) => sum + item.poundsWasted, 0) + inventoryPoundsWasted,
      weekCost: ingredients.reduce(
        (sum, item) =>
          sum + (item.perishable ? item.poundsBought : (item.amountNeeded - item.amountFromInventory) * unitPrice(item.ingredient)),
        0,
      ),
      portionsFrozen,
      portionsWasted,
    },
  };
}
