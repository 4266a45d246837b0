// Captures what today's page code (before the kitchen store, issue 15) writes to browser
// storage, as JSON fixtures for the migration test (src/domain/kitchen/migrate.test.ts). It runs
// the real storage functions of src/web/features/{planning,favorites}, in Node, over an
// in-memory Web Storage. Run once: `node --import tsx scripts/capture-legacy-storage.ts`.
//
// Kept in history only: the modules it drives are removed by the kitchen store; the commit that
// added the fixtures names this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planMeals } from '../src/catalog';
import type { Meal } from '../src/domain/meal';
import { buildMealPlan, swapMeals, updateMealInPlan, type MealPlan, type MealSelection, type Pantry } from '../src/domain/meal-plan';
import { mergePurchasesIntoPlan, purchaseRecordSchema, type PurchaseRecord } from '../src/domain/purchases';
import { preferencesSchema, type Preferences } from '../src/domain/preferences';
import { buildShoppingList } from '../src/domain/shopping-list';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  dump(): Record<string, string> {
    return Object.fromEntries([...this.items.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
}

const local = new MemoryStorage();
const session = new MemoryStorage();
const fakeWindow = Object.assign(new EventTarget(), { localStorage: local, sessionStorage: session });
Object.assign(globalThis, { window: fakeWindow });

// Imported after the fake window exists: the storage helpers read it on every call. The paths
// are held in variables so the Node type-check does not follow them into the page's (DOM) code.
type PageModules = {
  planning: {
    savePreferences(preferences: Preferences): boolean;
    saveDefaultPreferences(preferences: Preferences): boolean;
    saveSelection(selection: MealSelection): boolean;
    saveMealPlan(plan: MealPlan): boolean;
    savePantry(pantry: Pantry): boolean;
    savePurchases(records: PurchaseRecord[]): boolean;
    saveShoppingTicks(ticks: Record<string, boolean>): boolean;
    savePlanUpdatedAt(updatedAt: string): boolean;
  };
  favorites: {
    cacheFavorite(meal: CachedMeal): void;
    queuePendingFavorite(entry: { userId: string; mealId: string; action: 'add' | 'remove'; meal?: CachedMeal; at: number }): void;
  };
  shopping: { saveShoppingListFor(meals: readonly Meal[], pantry: Pantry): void };
};
type CachedMeal = { id: string; name: string; [key: string]: unknown };
const pageModule = (path: string): Promise<unknown> => import(path);
const planning = (await pageModule('../src/web/features/planning/planning-storage')) as PageModules['planning'];
const favorites = (await pageModule('../src/web/features/favorites/favorites-cache')) as PageModules['favorites'];
const shopping = (await pageModule('../src/web/features/shopping/shopping-list-storage')) as PageModules['shopping'];

const outDir = join(import.meta.dirname, '../src/domain/kitchen/fixtures');
mkdirSync(outDir, { recursive: true });

function capture(name: string, describe: string) {
  const file = join(outDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ describe, session: session.dump(), local: local.dump() }, null, 2)}\n`);
  console.log(`wrote ${file}`);
  session.clear();
  local.clear();
}

/** What Purchase Input's Save did: the ticked rows and the extra items, merged into the plan. */
function savePurchases(plan: MealPlan, bought: { name: string; quantity: string; price?: number; expiry?: string }[]): MealPlan {
  const records: PurchaseRecord[] = bought.map((item) =>
    purchaseRecordSchema.parse({
      name: item.name,
      quantity: item.quantity,
      price: item.price?.toFixed(2) ?? '0.00',
      purchased: true,
      ...(item.expiry ? { actualExpiryDate: item.expiry } : {}),
    }),
  );
  const merged = mergePurchasesIntoPlan(plan, records);
  planning.saveMealPlan(merged);
  planning.savePurchases(records);
  return merged;
}

// 1. An anonymous cook's full week: preferences, options and selection, a plan of five mains and
// two breakfasts, pantry answers, ticks, purchases (one an extra item) and a default preference.
{
  const preferences = preferencesSchema.parse({
    mealCount: { main: 5 },
    servings: 2,
    includeBreakfastOptions: true,
    cuisines: ['Indian', 'Italian', 'British'],
    excludedItems: ['peanuts'],
  });
  planning.savePreferences(preferences);
  planning.saveDefaultPreferences(preferencesSchema.parse({ mealCount: { main: 4 }, servings: 2 }));
  const { meals } = planMeals(preferences, { count: 10, seed: 42, breakfastCount: 4 });
  const mains = meals.filter((meal) => !meal.isBreakfast).slice(0, 5);
  const breakfasts = meals.filter((meal) => meal.isBreakfast).slice(0, 2);
  const selected = [...mains, ...breakfasts];
  planning.saveSelection({ options: { main: meals }, selected: { main: selected }, preferences });
  let plan = buildMealPlan(selected);
  planning.saveMealPlan(plan);
  const list = buildShoppingList(selected);
  const [owned, ownedWithAmount, ticked, alsoTicked, bought, boughtNoDate] = list;
  if (!owned || !ownedWithAmount || !ticked || !alsoTicked || !bought || !boughtNoDate) throw new Error('the week has too few ingredients');
  const pantry = { [owned.key]: { owned: true }, [ownedWithAmount.key]: { owned: true, amount: '100 g' } };
  planning.savePantry(pantry);
  shopping.saveShoppingListFor(selected, pantry);
  planning.saveShoppingTicks({ [ticked.key]: true, [alsoTicked.key]: true, [bought.key]: false });
  plan = savePurchases(plan, [
    { name: bought.name, quantity: bought.quantity, price: bought.price, expiry: '2026-11-28' },
    { name: boughtNoDate.name, quantity: boughtNoDate.quantity, price: boughtNoDate.price },
    { name: 'Oat milk', quantity: '1' },
  ]);
  planning.savePlanUpdatedAt('2026-11-23T18:30:00.000Z');
  capture(
    'legacy-anonymous-week',
    'An anonymous cook: preferences, options, selection, a plan of 5 mains and 2 breakfasts, pantry, ticks, purchases',
  );
}

// 2. A plan rearranged on the calendar (Monday's meal moved to Saturday), marked saved and "don't
// recommend", with favourites cached (one of an older shape: numeric id, nutritionInfo) and one
// waiting to sync for a signed-in cook.
{
  const preferences = preferencesSchema.parse({ mealCount: { main: 3 } });
  planning.savePreferences(preferences);
  const { meals } = planMeals(preferences, { count: 6, seed: 7 });
  const selected = meals.slice(0, 3);
  planning.saveSelection({ options: { main: meals }, selected: { main: selected }, preferences });
  let plan = buildMealPlan(selected);
  const moved = swapMeals(plan, { day: 'Monday', slot: 'main' }, { day: 'Saturday', slot: 'main' });
  if (!moved.ok) throw new Error('the swap failed');
  plan = moved.plan;
  const [first, second] = selected;
  if (!first || !second) throw new Error('too few meals');
  plan = updateMealInPlan(plan, first.id, (meal) => ({ ...meal, isSaved: true }));
  plan = updateMealInPlan(plan, second.id, (meal) => ({ ...meal, doNotRecommend: true }));
  planning.saveMealPlan(plan);
  favorites.cacheFavorite({ ...first, id: first.id, name: first.name });
  favorites.cacheFavorite({
    id: '1017',
    name: 'Tarka Dal',
    description: 'Comforting lentils.',
    maxPricePerMeal: '£2.10',
    nutritionInfo: { calories: 540, protein: 24 },
  });
  favorites.queuePendingFavorite({ userId: 'user-ann', mealId: second.id, action: 'add', meal: { ...second }, at: 1_764_000_000_000 });
  favorites.queuePendingFavorite({ userId: 'user-ann', mealId: 'old-meal', action: 'remove', at: 1_764_000_100_000 });
  capture('legacy-rearranged-week', 'A plan moved on the calendar, saved and dismissed meals, cached and pending favourites');
}

// 3. The installed app reopened in the shop: the tab's session storage is gone, the mirror in
// local storage holds the plan, pantry, ticks and purchases.
{
  const preferences = preferencesSchema.parse({ mealCount: { main: 2 }, servings: 4 });
  planning.savePreferences(preferences);
  const { meals } = planMeals(preferences, { count: 4, seed: 3 });
  const selected = meals.slice(0, 2);
  let plan = buildMealPlan(selected);
  planning.saveMealPlan(plan);
  const list = buildShoppingList(selected);
  const [a, b] = list;
  if (!a || !b) throw new Error('too few ingredients');
  planning.savePantry({ [a.key]: { owned: true } });
  planning.saveShoppingTicks({ [b.key]: true });
  plan = savePurchases(plan, [{ name: b.name, quantity: b.quantity, price: b.price, expiry: '2026-12-01' }]);
  session.clear();
  capture('legacy-local-mirror-only', 'Session storage gone (tab closed); the local mirror holds the plan, pantry, ticks and purchases');
}
