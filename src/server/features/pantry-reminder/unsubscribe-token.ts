import { createHmac } from 'node:crypto';
import { hashSecretToken } from '../../http/secret-token';

/** The path of a reminder's one-click unsubscribe link (GET confirms, POST unsubscribes: RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/pantry/reminder/unsubscribe';

/**
 * The unsubscribe token of a cook's reminder: an HMAC of their id under the server's secret, so
 * every e-mail (and every server) carries the same working link without the database keeping the
 * token itself, only its hash (the lookup key). 32 bytes, base64url: a secret token's shape.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`larder:pantry-reminder-unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeTokenHash(secret: string, userId: string): string {
  return hashSecretToken(unsubscribeToken(secret, userId));
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?token=${token}`;
}
