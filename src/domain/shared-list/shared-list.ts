import * as z from 'zod/mini';
import type { ShoppingListItem } from '../shopping-list/build-shopping-list';

/**
 * A read-and-tick link to the cook's shopping list (issue 19) for someone else in the shop: it
 * shows the list and lets them tick; ticks land on the cook's own list. It expires, and the cook
 * can stop it at any time.
 */
export const SHARED_LIST_DEFAULT_DAYS = 3;
export const SHARED_LIST_MAX_DAYS = 30;
/** A cook may have this many live links at once (one per helper, say). */
export const MAX_SHARED_LISTS = 5;

export const createSharedListSchema = z.object({
  days: z._default(
    z
      .int()
      .check(
        z.minimum(1, 'A link lasts at least a day'),
        z.maximum(SHARED_LIST_MAX_DAYS, `A link lasts at most ${SHARED_LIST_MAX_DAYS} days`),
      ),
    SHARED_LIST_DEFAULT_DAYS,
  ),
});

export const sharedListTickSchema = z.object({
  itemKey: z.string().check(z.trim(), z.minLength(1, 'Which item?'), z.maxLength(120)),
  ticked: z.boolean(),
});
export type SharedListTick = z.infer<typeof sharedListTickSchema>;

/** A link as its owner sees it (the token only when just made). */
export type SharedListLink = { id: string; expiresAt: string; createdAt: string; url?: string };

/** What a helper sees: whose list, the items to buy with their ticks, and until when the link works. */
export type SharedListView = {
  ownerName: string;
  expiresAt: string;
  items: (Pick<ShoppingListItem, 'key' | 'name' | 'quantity' | 'category'> & { ticked: boolean })[];
};

export const sharedListIdParamSchema = z.object({ id: z.uuid('That link was not found') });
