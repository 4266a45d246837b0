import { SLOT_TYPES, WEEKDAYS } from '../meal-plan/meal-plan';
import { parseKitchenValue, type KitchenValue } from './check-change';
import { addDays, mondayOf, ukDateOf } from './dates';
import type { KitchenCollection } from './sync';

/**
 * The whole planning document an account kept before the kitchen model (`meal_plans`, saved by
 * `PUT /api/plan`): the parts as stored, not trusted to still meet today's schemas.
 */
export type PlanDocument = {
  preferences: unknown;
  selection: unknown;
  /** Weekday → { main?, breakfast? }: no dates. */
  plan: unknown;
  /** Item key → { owned, amount? }. */
  pantry: unknown;
  purchases: unknown;
  /** Item key → ticked. */
  shoppingTicks: unknown;
  updatedAt: string;
};

/** What could not be carried over, and why: the document itself is kept, so nothing is lost. */
export type SkippedPart = { collection: KitchenCollection; id: string; message: string };

export type ConvertedDocument = { items: KitchenValue[]; skipped: SkippedPart[] };

/**
 * The week the weekday plan is given: the Monday of the UK week in which the document was last
 * saved. A plan is saved as it is made and again with every tick and purchase while it is in use,
 * so its last save falls in the week it was for; its days keep their weekday names.
 */
export function weekStartOfPlanDocument(updatedAt: string): string {
  return mondayOf(ukDateOf(updatedAt));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Meals the cook asked not to be recommended again, from wherever the old document kept them. */
function dismissedMeals(meals: unknown[]): { id: string; name: string }[] {
  const byId = new Map<string, { id: string; name: string }>();
  for (const meal of meals) {
    if (isRecord(meal) && meal.doNotRecommend === true && typeof meal.id === 'string' && typeof meal.name === 'string') {
      byId.set(meal.id, { id: meal.id, name: meal.name });
    }
  }
  return [...byId.values()];
}

function mealsOfSelection(selection: unknown): unknown[] {
  if (!isRecord(selection)) return [];
  return ['options', 'selected'].flatMap((part) => {
    const group = selection[part];
    return isRecord(group) && Array.isArray(group.main) ? (group.main as unknown[]) : [];
  });
}

/**
 * Converts the old document into kitchen items, each through its collection's schema: the
 * preferences and selection, a dated week with one entry per planned meal (new ids), the
 * don't-recommend marks, pantry answers, shopping-list ticks and purchases (new ids). A part
 * that no longer meets its schema is reported in `skipped`, never guessed at.
 */
export function convertPlanDocument(document: PlanDocument, newId: () => string): ConvertedDocument {
  const items: KitchenValue[] = [];
  const skipped: SkippedPart[] = [];
  const add = (collection: KitchenCollection, id: string, value: unknown) => {
    const parsed = parseKitchenValue(collection, id, value);
    if (parsed.ok) items.push(parsed.put);
    else skipped.push({ collection, id, message: `${parsed.problem.path.join('.')}: ${parsed.problem.message}` });
  };

  if (document.preferences !== null && document.preferences !== undefined) add('state', 'preferences', document.preferences);
  if (document.selection !== null && document.selection !== undefined) add('state', 'selection', document.selection);

  const plannedMeals: unknown[] = [];
  if (isRecord(document.plan)) {
    const startDate = weekStartOfPlanDocument(document.updatedAt);
    add('state', 'week', { startDate, days: WEEKDAYS.length });
    WEEKDAYS.forEach((weekday, index) => {
      const day = (document.plan as Record<string, unknown>)[weekday];
      if (!isRecord(day)) return;
      for (const slot of SLOT_TYPES) {
        const meal = day[slot];
        if (meal === undefined || meal === null) continue;
        plannedMeals.push(meal);
        const marks = isRecord(meal) ? meal : {};
        const id = newId();
        add('planEntries', id, {
          id,
          date: addDays(startDate, index),
          slot,
          meal,
          ...(typeof marks.isSaved === 'boolean' ? { saved: marks.isSaved } : {}),
          ...(typeof marks.doNotRecommend === 'boolean' ? { doNotRecommend: marks.doNotRecommend } : {}),
        });
      }
    });
  }

  const dismissed = dismissedMeals([...plannedMeals, ...mealsOfSelection(document.selection)]);
  if (dismissed.length > 0) add('state', 'dismissedMeals', dismissed);

  if (isRecord(document.pantry)) {
    for (const [itemKey, answer] of Object.entries(document.pantry)) {
      add('pantryAnswers', itemKey, isRecord(answer) ? { ...answer, itemKey } : answer);
    }
  }
  if (isRecord(document.shoppingTicks)) {
    for (const [itemKey, ticked] of Object.entries(document.shoppingTicks)) add('shoppingTicks', itemKey, { itemKey, ticked });
  }
  if (Array.isArray(document.purchases)) {
    for (const purchase of document.purchases as unknown[]) {
      const id = newId();
      add('purchases', id, isRecord(purchase) ? { ...purchase, id } : purchase);
    }
  }
  return { items, skipped };
}
