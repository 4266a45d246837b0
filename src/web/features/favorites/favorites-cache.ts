import { readStored, writeStored } from '../../lib/storage';

/** A meal as kept with a favourite: whatever the card showed, with a text id. */
export type CachedMeal = { id: string; name: string; [key: string]: unknown };

/** Spec shell §3: cached favourites (an object keyed by meal id) and favourites awaiting sync. */
export const CACHED_FAVORITES_KEY = 'cached_favorites';
export const PENDING_FAVORITES_KEY = 'pending_favorites';
export const INTERACTIONS_KEY = 'meal_interactions';

export type PendingFavorite = { userId: string; mealId: string; action: 'add' | 'remove'; meal?: CachedMeal; at: number };

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = readStored('local', key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function readCachedFavorites(): Record<string, CachedMeal> {
  const value = readJson<unknown>(CACHED_FAVORITES_KEY, {});
  // Older shape: a list of meals.
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value
        .filter((meal): meal is CachedMeal => Boolean(meal && typeof meal === 'object' && 'id' in meal))
        .map((meal) => [String(meal.id), meal]),
    );
  }
  return value && typeof value === 'object' ? (value as Record<string, CachedMeal>) : {};
}

export function cacheFavorite(meal: CachedMeal): void {
  writeStored('local', CACHED_FAVORITES_KEY, JSON.stringify({ ...readCachedFavorites(), [meal.id]: meal }));
}

export function uncacheFavorite(mealId: string): void {
  const { [mealId]: _removed, ...rest } = readCachedFavorites();
  writeStored('local', CACHED_FAVORITES_KEY, JSON.stringify(rest));
}

export function replaceCachedFavorites(meals: readonly CachedMeal[]): void {
  writeStored('local', CACHED_FAVORITES_KEY, JSON.stringify(Object.fromEntries(meals.map((meal) => [meal.id, meal]))));
}

export function readPendingFavorites(): PendingFavorite[] {
  const value = readJson<unknown>(PENDING_FAVORITES_KEY, []);
  return Array.isArray(value) ? (value as PendingFavorite[]) : [];
}

/** Keeps only the latest wish per user and meal: add then remove while offline is just 'remove'. */
export function queuePendingFavorite(entry: PendingFavorite): void {
  const rest = readPendingFavorites().filter((item) => !(item.userId === entry.userId && item.mealId === entry.mealId));
  writeStored('local', PENDING_FAVORITES_KEY, JSON.stringify([...rest, entry]));
}

export function dropPendingFavorite(entry: Pick<PendingFavorite, 'userId' | 'mealId' | 'at'>): void {
  const rest = readPendingFavorites().filter(
    (item) => !(item.userId === entry.userId && item.mealId === entry.mealId && item.at === entry.at),
  );
  writeStored('local', PENDING_FAVORITES_KEY, JSON.stringify(rest));
}

export function pendingFor(userId: string, mealId: string): PendingFavorite | undefined {
  return readPendingFavorites().find((item) => item.userId === userId && item.mealId === mealId);
}

/** Spec: a local counter of meal interactions (select, favourite, details). */
export function countInteraction(kind: 'select' | 'favorite' | 'details'): void {
  const counts = readJson<Record<string, number>>(INTERACTIONS_KEY, {});
  counts[kind] = (counts[kind] ?? 0) + 1;
  writeStored('local', INTERACTIONS_KEY, JSON.stringify(counts));
}
