import { LEGACY_KEYS } from '../../../domain/kitchen/legacy-keys';
import type { SafeStorage } from '../storage';
import { MIGRATED_KEY } from './keys';

const KEYS = Object.values(LEGACY_KEYS);

/**
 * Whether this browser still holds Larder's storage of an older version, not yet read into the
 * kitchen store. Asked once per page load; a browser with none is marked at once, so the spec's
 * own keys (written again by the store) are never taken for old data.
 */
export function hasLegacyStorage(local: SafeStorage, session: SafeStorage): boolean {
  if (local.read(MIGRATED_KEY) !== null) return false;
  const found = KEYS.some((key) => local.read(key) !== null || session.read(key) !== null);
  if (!found) local.write(MIGRATED_KEY, '2');
  return found;
}

export function readLegacyStorage(local: SafeStorage, session: SafeStorage) {
  const pick = (storage: SafeStorage) =>
    Object.fromEntries(
      KEYS.flatMap((key) => {
        const value = storage.read(key);
        return value === null ? [] : [[key, value] as const];
      }),
    );
  return { local: pick(local), session: pick(session) };
}

export function removeLegacyStorage(local: SafeStorage, session: SafeStorage): void {
  for (const key of KEYS) {
    local.remove(key);
    session.remove(key);
  }
}
