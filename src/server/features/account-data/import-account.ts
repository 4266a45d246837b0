import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountExportSchema, type AccountExport, type AccountImportResult } from '../../../domain/account-data';
import { AppError } from '../../../domain/errors';
import { KITCHEN_COLLECTIONS, checkKitchenChange, describeKitchenItem, type KitchenChange } from '../../../domain/kitchen';
import type { Database } from '../../db/database';
import { calendarFeeds, favoriteMeals, pantryReminders } from '../../db/schema';
import { parseOrThrow } from '../../http/validate';
import type { Logger } from '../../logger';
import { favoritesCache } from '../favorites/favorites-cache';
import { unsubscribeTokenHash } from '../pantry-reminder/unsubscribe-token';
import { pushChanges } from '../kitchen/push-changes';
import { prepareRecipeFile, saveRecipeFile, type PreparedRecipeFile } from '../recipes/import-recipe-file';

/** The device name an import's kitchen writes carry: other devices take them in on their next pull. */
export const IMPORT_DEVICE_ID = 'larder-import';

/** The file's kitchen as changes, each checked by its collection's schema (the same check a device's push meets). */
function kitchenChanges(file: AccountExport): KitchenChange[] {
  const madeAt = new Date().toISOString();
  const changes: KitchenChange[] = [];
  for (const collection of KITCHEN_COLLECTIONS) {
    for (const [index, item] of (file.kitchen[collection] ?? []).entries()) {
      const change: KitchenChange = {
        changeId: randomUUID(),
        collection,
        id: item.id,
        op: 'put',
        value: item.value,
        baseVersion: 0,
        madeAt,
      };
      const checked = checkKitchenChange(change);
      if (!checked.ok) {
        const field = ['kitchen', collection, index, ...checked.problem.path].join('.');
        throw new AppError(
          'validation',
          `The file's ${describeKitchenItem(collection, item.id)} is not valid: ${field}: ${checked.problem.message}. Nothing was imported.`,
          { [field]: checked.problem.message },
        );
      }
      changes.push(change);
    }
  }
  return changes;
}

/**
 * Brings an exported file into the signed-in cook's account (issue 19). The rule: nothing the
 * account holds is changed or removed. A record is added when the account has none under its
 * identity (a kitchen item's collection and id, a favourite's meal id, a recipe's name and
 * lines, the mealtimes once set) and kept as the account has it otherwise; the answer counts
 * both. Importing the same file twice therefore adds nothing the second time.
 *
 * Everything is checked before anything is written: the file's shape and version, every
 * kitchen item against its collection's schema, every recipe and the recipe quota. The kitchen
 * then goes in as one all-or-nothing batch (its quotas checked under the kitchen's lock); an
 * interrupted import can simply be run again.
 */
export async function importAccount({
  database,
  userId,
  raw,
  logger,
  secret,
}: {
  database: Database;
  userId: string;
  raw: unknown;
  logger: Logger;
  /** The server's secret: an imported reminder's unsubscribe link is signed with it. */
  secret: string;
}): Promise<AccountImportResult> {
  const file = parseOrThrow(accountExportSchema, raw);
  const changes = kitchenChanges(file);
  const recipes: PreparedRecipeFile | null = file.recipes ? await prepareRecipeFile({ database, userId, file: file.recipes }) : null;

  const result: AccountImportResult = {
    added: { kitchen: {}, favorites: 0, recipes: 0, mealtimes: 0, pantryReminder: 0 },
    kept: { kitchen: {}, favorites: 0, recipes: recipes?.skipped ?? 0, mealtimes: 0, pantryReminder: 0 },
  };

  const applied =
    changes.length > 0
      ? (await pushChanges({ db: database.db, userId, push: { deviceId: IMPORT_DEVICE_ID, changes }, logger, keepLive: true })).results
      : [];
  for (const collection of KITCHEN_COLLECTIONS) {
    const total = file.kitchen[collection]?.length ?? 0;
    const added = applied.filter((change) => change.collection === collection && change.status === 'applied').length;
    result.added.kitchen[collection] = added;
    result.kept.kitchen[collection] = total - added;
  }

  if (file.favorites.length > 0) {
    const inserted = await database.db
      .insert(favoriteMeals)
      .values(
        file.favorites.map((favorite) => ({
          userId,
          mealId: favorite.meal.id,
          meal: favorite.meal,
          createdAt: new Date(favorite.createdAt),
        })),
      )
      .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
      .returning({ id: favoriteMeals.id })
      .finally(() => favoritesCache(database)?.forget(userId));
    result.added.favorites = inserted.length;
    result.kept.favorites = file.favorites.length - inserted.length;
  }

  if (file.mealtimes) {
    const { breakfast, dinner } = file.mealtimes;
    // Set only where the cook has not set their own.
    const written = await database.db
      .insert(calendarFeeds)
      .values({ userId, breakfastTime: breakfast, dinnerTime: dinner })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { breakfastTime: breakfast, dinnerTime: dinner, updatedAt: sql`now()` },
        setWhere: sql`${calendarFeeds.breakfastTime} is null or ${calendarFeeds.dinnerTime} is null`,
      })
      .returning({ userId: calendarFeeds.userId });
    result[written.length > 0 ? 'added' : 'kept'].mealtimes = 1;
  }

  if (file.pantryReminder) {
    // Set only when the cook has no reminder setting here (on or off): theirs wins.
    const written = await database.db
      .insert(pantryReminders)
      .values({ userId, ...file.pantryReminder, unsubscribeTokenHash: unsubscribeTokenHash(secret, userId) })
      .onConflictDoNothing({ target: pantryReminders.userId })
      .returning({ userId: pantryReminders.userId });
    result[written.length > 0 ? 'added' : 'kept'].pantryReminder = 1;
  }

  if (recipes) result.added.recipes = (await saveRecipeFile({ database, userId, prepared: recipes })).imported;
  logger.info({ event: 'account_imported', added: result.added }, 'a cook imported a data file');
  return result;
}
