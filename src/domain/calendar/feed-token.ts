import * as z from 'zod/mini';

/**
 * Links that work without signing in (the calendar feed, a shared shopping list) carry a secret
 * token: 32 random bytes in base64url (43 characters, 256 bits), stored only as its SHA-256.
 */
export const SECRET_TOKEN_LENGTH = 43;
export const secretTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'));

/** `webcal://` asks the device to subscribe rather than download; the same address over http(s) works too. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//, 'webcal://');
}

/** What the cook sees of their feed: whether a link is live, and since when. The link itself is shown once, when made. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.nullable(z.iso.datetime()),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed link, shown once: the server keeps only the token's hash. */
export const calendarFeedLinkSchema = z.object({ url: z.string(), webcalUrl: z.string(), createdAt: z.iso.datetime() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
