import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link that works without signing in: 32 random bytes, base64url (see SECRET_TOKEN_LENGTH). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token. 256 random bits need no salt or slow hash: the hash only
 * makes a copy of the database (a backup) useless for opening anyone's feed or list.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
