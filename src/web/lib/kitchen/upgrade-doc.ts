import { KITCHEN_STATE_VERSION } from '../../../domain/kitchen/kitchen-state';
import { upgradeItemValue, upgradeKitchenState } from '../../../domain/kitchen/upgrade-state';
import { isObject, type KitchenDocUpgrade, type QueuedChange } from './kitchen-doc';

/**
 * A kitchen stored by the version before (2) as the current one: the meals of its state upgraded
 * (`upgradeKitchenState`), and those of the changes still waiting to reach the account. Loaded by
 * the store only when it finds such a kitchen (the ingredient parser is most of this code).
 */
export const upgradeKitchenDoc: KitchenDocUpgrade = (stored) => {
  const { sync } = stored;
  return {
    ...stored,
    version: KITCHEN_STATE_VERSION,
    state: upgradeKitchenState(stored.state),
    sync:
      isObject(sync) && Array.isArray(sync.queue)
        ? {
            ...sync,
            queue: (sync.queue as QueuedChange[]).map((change) =>
              change.value === undefined ? change : { ...change, value: upgradeItemValue(change.collection, change.id, change.value) },
            ),
          }
        : sync,
  };
};
