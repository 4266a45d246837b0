import * as z from 'zod/mini';
import { favoriteMealSchema } from '../favorites/favorite';
import { KITCHEN_COLLECTIONS, MAX_ITEM_ID_LENGTH, type KitchenCollection } from '../kitchen/sync';
import { KITCHEN_QUOTAS } from '../kitchen/limits';
import { KITCHEN_STATE_KEYS } from '../kitchen/sync';
import { mealtimesSchema } from '../calendar/mealtimes';
import { recipeFileSchema } from '../recipes/recipe-file';
import { pantryReminderSettingsSchema } from '../pantry/reminder';

/**
 * "Download my data" (issue 19): everything a signed-in cook keeps on the server, in one JSON
 * file that "Import" reads back into this or another Larder. The version moves when a reader of
 * an older file would misread a newer one; a Larder reads files of its own version and older.
 */
export const ACCOUNT_EXPORT_FORMAT = 'larder-account';
export const ACCOUNT_EXPORT_VERSION = 1;

/** Favourites have no quota of their own; a file holds at most this many. */
export const MAX_EXPORTED_FAVORITES = 5_000;

/** The largest file import accepts: the recipes' file (pictures inline) plus a full kitchen. */
export const MAX_ACCOUNT_IMPORT_BYTES = 100_000_000;

/** The 413 of an import past MAX_ACCOUNT_IMPORT_BYTES, in the words of the Settings card that sends it. */
export const ACCOUNT_IMPORT_TOO_LARGE = `The file is too large: a Larder data file is at most ${MAX_ACCOUNT_IMPORT_BYTES / 1_000_000} MB.`;

/** How many items of a collection a file may hold: its quota (one per key for settings). */
export function exportedItemLimit(collection: KitchenCollection): number {
  return collection === 'state' ? KITCHEN_STATE_KEYS.length : KITCHEN_QUOTAS[collection];
}

/** One kitchen item as exported: its id, its value (checked by the collection's schema on import) and when it was last written. */
export const exportedItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(MAX_ITEM_ID_LENGTH)),
  value: z.unknown(),
  updatedAt: z.iso.datetime(),
});
export type ExportedItem = z.infer<typeof exportedItemSchema>;

/**
 * The kitchen, collection by collection, built from KITCHEN_COLLECTIONS: a collection added
 * there (the pantry's inventory, waste records) joins the file without a change here. A file from
 * before a collection existed simply lacks it.
 */
export const exportedKitchenSchema = z.partialRecord(z.enum(KITCHEN_COLLECTIONS), z.array(exportedItemSchema)).check(
  z.superRefine((kitchen, context) => {
    for (const collection of KITCHEN_COLLECTIONS) {
      const items = kitchen[collection] ?? [];
      const limit = exportedItemLimit(collection);
      if (items.length > limit) {
        context.addIssue({ code: 'custom', path: [collection], message: `holds ${items.length} items; a kitchen keeps at most ${limit}` });
      }
      const ids = new Set<string>();
      items.forEach((item, index) => {
        if (ids.has(item.id)) context.addIssue({ code: 'custom', path: [collection, index, 'id'], message: `${item.id} appears twice` });
        ids.add(item.id);
      });
    }
  }),
);
export type ExportedKitchen = z.infer<typeof exportedKitchenSchema>;

export const exportedFavoriteSchema = z.object({
  mealId: z.string().check(z.minLength(1), z.maxLength(200)),
  meal: favoriteMealSchema,
  createdAt: z.iso.datetime(),
});
export type ExportedFavorite = z.infer<typeof exportedFavoriteSchema>;

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT, { error: 'This is not a Larder data file (it has no "format": "larder-account")' }),
  version: z
    .number({ error: 'The file has no format version' })
    .check(
      z.int(),
      z.minimum(1, 'The file has no valid format version'),
      z.maximum(
        ACCOUNT_EXPORT_VERSION,
        `This file was made by a newer Larder (its format is newer than version ${ACCOUNT_EXPORT_VERSION}). Update this Larder, then import it again`,
      ),
    ),
  exportedAt: z.iso.datetime(),
  /** Who it was exported from: shown, never imported (the file goes into the signed-in account). */
  account: z.optional(z.object({ name: z.string().check(z.maxLength(200)), email: z.string().check(z.maxLength(320)) })),
  kitchen: exportedKitchenSchema,
  favorites: z
    .array(exportedFavoriteSchema)
    .check(z.maxLength(MAX_EXPORTED_FAVORITES, `A file holds at most ${MAX_EXPORTED_FAVORITES} favourites`)),
  /** The cook's own recipes as their recipe file (JSON-LD, pictures inline); null when there are none. */
  recipes: z.nullable(recipeFileSchema),
  /** Breakfast and dinner times for the calendar feed; null when the cook never set them. */
  mealtimes: z.nullable(mealtimesSchema),
  /**
   * The daily pantry reminder (on or off, and its UK time); null when the cook never set it. A
   * file from before the reminder has none, which reads as null: a reader of an older version
   * ignores it, so the format version stays.
   */
  pantryReminder: z._default(z.nullable(pantryReminderSettingsSchema), null),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Per part of the file: how many records were added, and how many were left as the account had them. */
export type ImportCounts = {
  kitchen: Partial<Record<KitchenCollection, number>>;
  favorites: number;
  recipes: number;
  mealtimes: number;
  pantryReminder: number;
};
export type AccountImportResult = { added: ImportCounts; kept: ImportCounts };

export function accountExportFileName(exportedAt: string): string {
  return `larder-data-${exportedAt.slice(0, 10)}.json`;
}
