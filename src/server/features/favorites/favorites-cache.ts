import type { FavoriteRow } from '../../../domain/favorites';
import type { Database } from '../../db/database';

/** Cooks whose lists are kept; the least recently read go first. */
export const FAVORITES_CACHE_COOKS = 1_000;

/**
 * The favourites of recently seen cooks, kept in memory only when this process is the database's
 * only client (the embedded default: one server per data folder). Every write through this
 * process forgets the cook's list, and a read that raced a write is not kept, so a list served
 * from here is always the stored one. With a PostgreSQL server, other processes write too and
 * nothing is kept.
 */
export class FavoritesCache {
  private readonly lists = new Map<string, readonly FavoriteRow[]>();
  private writes = 0;

  constructor(private readonly maxCooks = FAVORITES_CACHE_COOKS) {}

  get(userId: string): readonly FavoriteRow[] | undefined {
    const list = this.lists.get(userId);
    if (list) {
      this.lists.delete(userId);
      this.lists.set(userId, list);
    }
    return list;
  }

  /** Reads through the cache: `read` runs on a miss, and its answer is kept unless a write came meanwhile. */
  async through(userId: string, read: () => Promise<FavoriteRow[]>): Promise<readonly FavoriteRow[]> {
    const cached = this.get(userId);
    if (cached) return cached;
    const writesBefore = this.writes;
    const list = await read();
    if (this.writes === writesBefore) {
      this.lists.set(userId, list);
      if (this.lists.size > this.maxCooks) this.lists.delete(this.lists.keys().next().value as string);
    }
    return list;
  }

  /** Called after every write of the cook's favourites has finished. */
  forget(userId: string): void {
    this.writes += 1;
    this.lists.delete(userId);
  }
}

const caches = new WeakMap<Database, FavoritesCache>();

export function favoritesCache(database: Database): FavoritesCache | undefined {
  if (!database.exclusive) return undefined;
  let cache = caches.get(database);
  if (!cache) {
    cache = new FavoritesCache();
    caches.set(database, cache);
  }
  return cache;
}
