import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  addDays,
  isCooked,
  pantryAnswerSchema,
  planEntrySchema,
  purchaseItemSchema,
  shoppingTickSchema,
  weekSchema,
  type PlanEntry,
} from '../../../domain/kitchen';
import type { Pantry } from '../../../domain/meal-plan/plan-state';
import { inventoryItemSchema, type InventoryItem } from '../../../domain/pantry/inventory';
import { listHoldings } from '../../../domain/pantry/holdings';
import type { SharedListView } from '../../../domain/shared-list';
import { buildShoppingList } from '../../../domain/shopping-list';
import type { Db } from '../../db/database';
import { kitchen, sharedLists, user } from '../../db/schema';
import { hashSecretToken } from '../../http/secret-token';
import { readLiveItems } from '../kitchen/read-live-items';

export const SHARED_LIST_GONE = 'This shopping list link has expired or was stopped. Ask for a new link.';

export type SharedListOwner = { userId: string; ownerName: string; expiresAt: Date; kitchenId: string | null };

/** The cook behind a link, while it works: an unknown, stopped or expired link is a 404. */
export async function findSharedListOwner({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<SharedListOwner> {
  const [row] = await db
    .select({ userId: sharedLists.userId, expiresAt: sharedLists.expiresAt, ownerName: user.name, kitchenId: kitchen.id })
    .from(sharedLists)
    .innerJoin(user, eq(user.id, sharedLists.userId))
    .leftJoin(kitchen, eq(kitchen.ownerUserId, sharedLists.userId))
    .where(eq(sharedLists.tokenHash, hashSecretToken(token)));
  if (!row || row.expiresAt <= now) throw new AppError('not_found', SHARED_LIST_GONE);
  return row;
}

function valuesOf<T>(rows: { value: unknown }[], parse: (value: unknown) => { success: true; data: T } | { success: false }): T[] {
  return rows.flatMap((row) => {
    const parsed = parse(row.value);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The cook's shopping list as their own list page builds it: the meals of the week being planned
 * (every meal on the plan when no week is set) not yet cooked, less what the pantry check said they
 * have and what their inventory holds (`listHoldings`), with the ticks they (or a helper) made.
 */
export async function readSharedList({ db, owner }: { db: Db; owner: SharedListOwner }): Promise<SharedListView> {
  const view = { ownerName: owner.ownerName, expiresAt: owner.expiresAt.toISOString() };
  if (!owner.kitchenId) return { ...view, items: [] };
  const state = await readLiveItems(db, owner.kitchenId, 'state');
  const week = weekSchema.safeParse(state.find((item) => item.id === 'week')?.value);
  const entries = valuesOf<PlanEntry>(await readLiveItems(db, owner.kitchenId, 'planEntries'), (value) => planEntrySchema.safeParse(value));
  const inWeek = week.success
    ? entries.filter((entry) => entry.date >= week.data.startDate && entry.date < addDays(week.data.startDate, week.data.days))
    : entries;
  const pantry: Pantry = {};
  for (const answer of valuesOf(await readLiveItems(db, owner.kitchenId, 'pantryAnswers'), (value) =>
    pantryAnswerSchema.safeParse(value),
  )) {
    pantry[answer.itemKey] = { owned: answer.owned, ...(answer.amount ? { amount: answer.amount } : {}) };
  }
  const ticks = new Map(
    valuesOf(await readLiveItems(db, owner.kitchenId, 'shoppingTicks'), (value) => shoppingTickSchema.safeParse(value)).map((tick) => [
      tick.itemKey,
      tick.ticked,
    ]),
  );
  const inventory: Record<string, InventoryItem> = {};
  for (const item of valuesOf(await readLiveItems(db, owner.kitchenId, 'inventory'), (value) => inventoryItemSchema.safeParse(value))) {
    inventory[item.id] = item;
  }
  const purchases: Record<string, unknown> = {};
  for (const purchase of valuesOf(await readLiveItems(db, owner.kitchenId, 'purchases'), (value) => purchaseItemSchema.safeParse(value))) {
    purchases[purchase.id] = purchase;
  }
  const items = buildShoppingList(
    inWeek.filter((entry) => isCooked(entry) && entry.cooked === undefined).map((entry) => entry.meal),
    pantry,
    listHoldings({ inventory, purchases }),
  ).map(({ key, name, quantity, category }) => ({ key, name, quantity, category, ticked: ticks.get(key) ?? false }));
  return { ...view, items };
}
