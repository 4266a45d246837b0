import { describe, expect, it } from 'vitest';
import type { FavoriteRow } from '../../../domain/favorites';
import type { Database } from '../../db/database';
import { FavoritesCache, favoritesCache } from './favorites-cache';

const row = (mealId: string): FavoriteRow => ({
  id: `id-${mealId}`,
  mealId,
  meal: { id: mealId, name: mealId, description: 'A meal.', ingredients: [] } as unknown as FavoriteRow['meal'],
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('FavoritesCache', () => {
  it('reads the database once per cook until a write forgets the list', async () => {
    const cache = new FavoritesCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return [row(`meal-${reads}`)];
    };
    expect(await cache.through('ann', read)).toEqual([row('meal-1')]);
    expect(await cache.through('ann', read)).toEqual([row('meal-1')]);
    expect(reads).toBe(1);

    cache.forget('ann');
    expect(await cache.through('ann', read)).toEqual([row('meal-2')]);
    expect(reads).toBe(2);
  });

  it('does not keep a list read while a write was under way', async () => {
    const cache = new FavoritesCache();
    let finishRead: (rows: FavoriteRow[]) => void = () => undefined;
    const slowRead = cache.through('ann', () => new Promise<FavoriteRow[]>((resolve) => (finishRead = resolve)));
    cache.forget('ann'); // a favourite added while the read was in flight
    finishRead([]);
    expect(await slowRead).toEqual([]);
    expect(cache.get('ann')).toBeUndefined();
  });

  it('keeps the most recently read cooks and lets the others go', async () => {
    const cache = new FavoritesCache(2);
    await cache.through('ann', async () => [row('a')]);
    await cache.through('bob', async () => [row('b')]);
    cache.get('ann');
    await cache.through('cat', async () => [row('c')]);
    expect(cache.get('bob')).toBeUndefined();
    expect(cache.get('ann')).toEqual([row('a')]);
    expect(cache.get('cat')).toEqual([row('c')]);
  });

  it('is used only when this process is the database’s only client', () => {
    const database = (exclusive: boolean) => ({ exclusive }) as Database;
    expect(favoritesCache(database(false))).toBeUndefined();
    const embedded = database(true);
    expect(favoritesCache(embedded)).toBeInstanceOf(FavoritesCache);
    expect(favoritesCache(embedded)).toBe(favoritesCache(embedded));
  });
});
