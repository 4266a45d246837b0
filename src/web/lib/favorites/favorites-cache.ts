import { readStored, removeStored, writeStored } from '../storage';

/** A meal as kept with a favourite: whatever the card showed, with a text id. */
export type CachedMeal = { id: string; name: string; [key: string]: unknown };

/**
 * Spec shell §3: cached favourites (an object keyed by meal id) and favourites awaiting sync —
 * each kept under the signed-in cook they belong to, so that nothing of one cook is read (or,
 * by Repair Favorites, inserted) as another's, and sign-out removes exactly that cook's. See
 * docs/decisions/0011-kitchen-store-persistence.md.
 */
export const cachedFavoritesKey = (userId: string) => `cached_favorites:u:${userId}`;
export const pendingFavoritesKey = (userId: string) => `pending_favorites:u:${userId}`;

export type PendingFavorite = { userId: string; mealId: string; action: 'add' | 'remove'; meal?: CachedMeal; at: number };

function readJson(key: string): unknown {
  try {
    const text = readStored('local', key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function readCachedFavorites(userId: string): Record<string, CachedMeal> {
  const value = readJson(cachedFavoritesKey(userId));
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, CachedMeal>) : {};
}

const writeCached = (userId: string, meals: Record<string, CachedMeal>) =>
  writeStored('local', cachedFavoritesKey(userId), JSON.stringify(meals));

export function cacheFavorite(userId: string, meal: CachedMeal): void {
  writeCached(userId, { ...readCachedFavorites(userId), [meal.id]: meal });
}

export function uncacheFavorite(userId: string, mealId: string): void {
  const { [mealId]: _removed, ...rest } = readCachedFavorites(userId);
  writeCached(userId, rest);
}

export function replaceCachedFavorites(userId: string, meals: readonly CachedMeal[]): void {
  writeCached(userId, Object.fromEntries(meals.map((meal) => [meal.id, meal])));
}

export function readPendingFavorites(userId: string): PendingFavorite[] {
  const value = readJson(pendingFavoritesKey(userId));
  return Array.isArray(value) ? (value as PendingFavorite[]).filter((entry) => entry.userId === userId) : [];
}

/** Keeps only the latest wish per meal: add then remove while offline is just 'remove'. */
export function queuePendingFavorite(entry: PendingFavorite): void {
  const rest = readPendingFavorites(entry.userId).filter((item) => item.mealId !== entry.mealId);
  writeStored('local', pendingFavoritesKey(entry.userId), JSON.stringify([...rest, entry]));
}

export function dropPendingFavorite(entry: Pick<PendingFavorite, 'userId' | 'mealId' | 'at'>): void {
  const rest = readPendingFavorites(entry.userId).filter((item) => !(item.mealId === entry.mealId && item.at === entry.at));
  writeStored('local', pendingFavoritesKey(entry.userId), JSON.stringify(rest));
}

export function pendingFor(userId: string, mealId: string): PendingFavorite | undefined {
  return readPendingFavorites(userId).find((item) => item.mealId === mealId);
}

/** Sign-out: this cook's cached and pending favourites leave this browser. */
export function forgetFavorites(userId: string): void {
  removeStored('local', cachedFavoritesKey(userId));
  removeStored('local', pendingFavoritesKey(userId));
}
