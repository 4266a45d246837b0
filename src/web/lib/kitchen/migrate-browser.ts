import { migrateLegacyStorage } from '../../../domain/kitchen/migrate';
import { localToday } from '../dates';
import { queuePendingFavorite } from '../favorites/favorites-cache';
import { randomId } from '../random-id';
import type { SafeStorage } from '../storage';
import { MIGRATED_KEY } from './keys';
import type { KitchenStore } from './kitchen-store';
import { readLegacyStorage, removeLegacyStorage } from './legacy-storage';

/**
 * Reads the storage of Larder before the kitchen store into the visitor's kitchen, once per
 * browser (loaded only when there is such storage). The old keys go only after the new kitchen
 * is stored: a browser that refuses the write keeps them, and the next load tries again.
 *
 * The old plan had no owner (signed-in cooks kept theirs on the account too), so it becomes the
 * visitor's; a signed-in cook is then offered to keep it. Favourites waiting to reach an account
 * go to the cook they name. The old favourites cache named nobody: it is left behind, since the
 * account holds those favourites and a previous cook's must not become the next one's.
 */
export async function migrateBrowserStorage(store: KitchenStore, storages: { local: SafeStorage; session: SafeStorage }): Promise<void> {
  const { local, session } = storages;
  const result = migrateLegacyStorage(readLegacyStorage(local, session), { today: localToday(), newId: randomId });
  if (result.problems.length > 0) console.warn('Some planning data of an older Larder could not be read:', result.problems);
  if (!store.replaceAnonymous(result.state, result.ownApiKey ? { ownApiKey: result.ownApiKey } : {})) return;
  for (const entry of result.pendingFavorites) queuePendingFavorite({ ...entry, meal: entry.meal ? { ...entry.meal } : undefined });
  removeLegacyStorage(local, session);
  local.write(MIGRATED_KEY, '2');
}
