import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { SharedListTick, SharedListView } from '../../../domain/shared-list';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { ensureKitchen } from '../kitchen/ensure-kitchen';
import { readItemMeta } from '../kitchen/kitchen-tables';
import { pushChanges } from '../kitchen/push-changes';
import { readSharedList, type SharedListOwner } from './read-shared-list';

/** The device name a helper's ticks carry in the cook's kitchen. */
export const SHARED_LIST_DEVICE_ID = 'shared-list';

/**
 * A helper ticks (or unticks) an item: written into the cook's own shopping ticks through the
 * kitchen's push, so every device of the cook sees it on its next pull. Only items on the list
 * can be ticked: a link opens the list, not the kitchen.
 */
export async function tickSharedList({
  db,
  owner,
  tick,
  logger,
}: {
  db: Db;
  owner: SharedListOwner;
  tick: SharedListTick;
  logger: Logger;
}): Promise<SharedListView> {
  const list = await readSharedList({ db, owner });
  const item = list.items.find((candidate) => candidate.key === tick.itemKey);
  if (!item) throw new AppError('not_found', 'That item is no longer on the list. Reload to see the list as it is now.');
  const { id: kitchenId } = await ensureKitchen({ db, userId: owner.userId, logger });
  // The version the helper was shown: the cook's devices are not told their tick was replaced by a stranger's.
  const [held] = await readItemMeta(db, kitchenId, 'shoppingTicks', [item.key]);
  await pushChanges({
    db,
    userId: owner.userId,
    logger,
    push: {
      deviceId: SHARED_LIST_DEVICE_ID,
      changes: [
        {
          changeId: randomUUID(),
          collection: 'shoppingTicks',
          id: item.key,
          op: 'put',
          value: { itemKey: item.key, ticked: tick.ticked },
          baseVersion: held?.version ?? 0,
          madeAt: new Date().toISOString(),
        },
      ],
    },
  });
  return {
    ...list,
    items: list.items.map((candidate) => (candidate.key === item.key ? { ...candidate, ticked: tick.ticked } : candidate)),
  };
}
