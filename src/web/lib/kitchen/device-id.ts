import { randomId } from '../random-id';
import { readStored, writeStored } from '../storage';
import { DEVICE_ID_KEY } from './keys';

/**
 * This browser profile's id in the sync contract: how the account tells this device's changes
 * from another's, so the one whose change was replaced can be told. Random, and nothing of a
 * cook: it stays after sign-out.
 */
export function deviceId(): string {
  const known = readStored('local', DEVICE_ID_KEY);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = randomId();
  writeStored('local', DEVICE_ID_KEY, made);
  return made;
}
