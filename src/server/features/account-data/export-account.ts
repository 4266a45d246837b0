import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION, type AccountExport, type ExportedKitchen } from '../../../domain/account-data';
import type { FavoriteMeal } from '../../../domain/favorites';
import { KITCHEN_COLLECTIONS } from '../../../domain/kitchen';
import type { Database } from '../../db/database';
import { favoriteMeals, pantryReminders, user } from '../../db/schema';
import type { Logger } from '../../logger';
import { readMealtimes } from '../calendar/read-mealtimes';
import { ensureKitchen } from '../kitchen/ensure-kitchen';
import { readLiveItems } from '../kitchen/read-live-items';
import { exportRecipes } from '../recipes/export-recipes';

/**
 * Everything the cook keeps on the server, as one file (issue 19). The kitchen is read
 * collection by collection from KITCHEN_COLLECTIONS, in one snapshot, so a push committing
 * meanwhile is in the file whole or not at all. Deleted items (tombstones) are sync machinery,
 * not the cook's data, and stay out.
 */
export async function exportAccount({
  database,
  userId,
  logger,
}: {
  database: Database;
  userId: string;
  logger: Logger;
}): Promise<AccountExport> {
  const { db } = database;
  // A cook who never opened the kitchen may still have the old plan document: converting it now puts it in the file.
  const { id: kitchenId } = await ensureKitchen({ db, userId, logger });
  const { account, kitchen, favorites, mealtimes, pantryReminder } = await db.transaction(
    async (tx) => {
      const [owner] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
      const kitchen: ExportedKitchen = {};
      for (const collection of KITCHEN_COLLECTIONS) {
        const items = await readLiveItems(tx, kitchenId, collection);
        kitchen[collection] = items.map((item) => ({ id: item.id, value: item.value, updatedAt: item.updatedAt.toISOString() }));
      }
      const favorites = await tx
        .select({ mealId: favoriteMeals.mealId, meal: favoriteMeals.meal, createdAt: favoriteMeals.createdAt })
        .from(favoriteMeals)
        .where(eq(favoriteMeals.userId, userId))
        .orderBy(asc(favoriteMeals.createdAt), asc(favoriteMeals.mealId));
      const [pantryReminder] = await tx
        .select({ enabled: pantryReminders.enabled, sendAt: pantryReminders.sendAt })
        .from(pantryReminders)
        .where(eq(pantryReminders.userId, userId));
      return { account: owner, kitchen, favorites, mealtimes: await readMealtimes(tx, userId), pantryReminder: pantryReminder ?? null };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const recipes = await exportRecipes({ database, userId });
  const graph: unknown = recipes['@graph'];
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    ...(account ? { account } : {}),
    kitchen,
    favorites: favorites.map((row) => ({ mealId: row.mealId, meal: row.meal as FavoriteMeal, createdAt: row.createdAt.toISOString() })),
    recipes: Array.isArray(graph) && graph.length > 0 ? { ...recipes, '@graph': graph } : null,
    mealtimes,
    pantryReminder,
  };
}
