import { eq } from 'drizzle-orm';
import { planWeek, resolveInventory, toSuggestResponse } from '../../../catalog/week-planner';
import type { SuggestRequest, SuggestResponse } from '../../../domain/week-plan';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

export type SuggestWeekOptions = {
  db: Db;
  /** The signed-in cook, whose stored favourites count as favourites too; undefined when signed out. */
  userId: string | undefined;
  request: SuggestRequest;
  /** The server's date, the plan's first day unless the request names one. */
  today: string;
};

/** A waste-aware week for a cook's preferences, chosen meals and inventory (issue #17). */
export async function suggestWeek({ db, userId, request, today }: SuggestWeekOptions): Promise<SuggestResponse> {
  const stored = userId
    ? await db.select({ mealId: favoriteMeals.mealId }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId))
    : [];
  const startDate = request.startDate ?? today;
  const inventory = resolveInventory(request.inventory, startDate);
  const plan = planWeek({
    preferences: request.preferences,
    days: request.days,
    chosenIds: request.chosenIds,
    favouriteIds: [...request.favouriteIds, ...stored.map((row) => row.mealId)],
    offeredIds: request.optionIds,
    inventory: inventory.lines,
    seed: request.seed,
  });
  return toSuggestResponse(plan, { startDate, preferences: request.preferences, notices: inventory.notices });
}
