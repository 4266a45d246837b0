import { count, eq, sql } from 'drizzle-orm';
import { illustrationUrl } from '../../../catalog';
import { AppError } from '../../../domain/errors';
import type { FavoriteMeal } from '../../../domain/favorites';
import { MAX_FAVORITES_PER_ACCOUNT, MAX_STORED_MEAL_BYTES_PER_ACCOUNT } from '../../../domain/limits';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { formatCount } from '../../../domain/text/format-count';

export const TOO_MANY_FAVORITES = `You already have ${formatCount(MAX_FAVORITES_PER_ACCOUNT)} favorite meals, the most one account can keep. Remove some to add new ones.`;
export const FAVORITES_TOO_LARGE = `Your favorite meals already take up ${MAX_STORED_MEAL_BYTES_PER_ACCOUNT / 1_000_000} MB, the most one account can store. Remove some to add new ones.`;

export const storedBytes = (meal: FavoriteMeal) => Buffer.byteLength(JSON.stringify(meal));

/**
 * A favourite as stored: a picture inlined as a data: URL (sent by an old page, or by hand) is
 * replaced by the meal's illustration, so no account stores image bytes in its meals.
 */
export function withoutInlineImage(meal: FavoriteMeal): FavoriteMeal {
  const { imageUrl } = meal as { imageUrl?: unknown };
  if (typeof imageUrl !== 'string' || !/^\s*data:/i.test(imageUrl)) return meal;
  const { cuisine, ingredients } = meal as { cuisine?: unknown; ingredients?: unknown };
  const names = Array.isArray(ingredients)
    ? ingredients.flatMap((item) => (item && typeof item === 'object' && typeof item.name === 'string' ? [item.name as string] : []))
    : [];
  return {
    ...meal,
    imageUrl: illustrationUrl({ name: meal.name, cuisine: typeof cuisine === 'string' ? cuisine : undefined, ingredients: names }),
  };
}

/**
 * Takes the cook's favourites lock for the rest of the transaction (so two adds at once cannot
 * both pass the quota), and answers what the cook stores now.
 */
export async function lockedFavoritesUsage(tx: Db, userId: string): Promise<{ count: number; bytes: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`);
  const [row] = await tx
    .select({ count: count(), bytes: sql<string>`coalesce(sum(octet_length(${favoriteMeals.meal}::text)), 0)` })
    .from(favoriteMeals)
    .where(eq(favoriteMeals.userId, userId));
  return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** Refuses, with a message a cook understands, what would take the account past its quota. */
export function checkFavoritesQuota(usage: { count: number; bytes: number }, adding: { count: number; bytes: number }): void {
  if (usage.count + adding.count > MAX_FAVORITES_PER_ACCOUNT) throw new AppError('conflict', TOO_MANY_FAVORITES);
  if (usage.bytes + adding.bytes > MAX_STORED_MEAL_BYTES_PER_ACCOUNT) throw new AppError('conflict', FAVORITES_TOO_LARGE);
}
