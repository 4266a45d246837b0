import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { WEEKDAYS, buildMealPlan, mealsInPlan, planStateSchema, updateMealInPlan } from '../meal-plan';
import { addDays, mondayOf, ukDateOf } from './dates';
import { convertPlanDocument, weekStartOfPlanDocument, type PlanDocument } from './from-plan-document';

const meal = (id: string, extra: Partial<Meal> = {}): Meal => mealSchema.parse({ id, name: `Meal ${id}`, description: '', ...extra });

function ids() {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

/** A document as `PUT /api/plan` stored it: planStateSchema's output, pantry and ticks as separate parts. */
function documentOf(state: Parameters<typeof planStateSchema.parse>[0]): PlanDocument {
  const parsed = planStateSchema.parse(state);
  return { ...parsed };
}

describe('the week an old plan is given', () => {
  it.each([
    ['a Wednesday evening', '2026-11-25T19:42:10.123Z', '2026-11-23'],
    ['a Monday just after midnight', '2026-11-30T00:00:00.000Z', '2026-11-30'],
    ['a Sunday just before midnight', '2026-11-29T23:59:59.999Z', '2026-11-23'],
    ['Sunday 23:30 UTC in summer time, already Monday in the UK', '2026-03-29T23:30:00.000Z', '2026-03-30'],
    ['a New Year’s Day that is a Friday', '2027-01-01T12:00:00.000Z', '2026-12-28'],
  ])('starts on the Monday of the UK week it was last saved in: %s', (_label, updatedAt, monday) => {
    expect(weekStartOfPlanDocument(updatedAt)).toBe(monday);
  });

  it('is always a Monday no later than the save, less than a week before it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const day = ukDateOf(date.toISOString());
          const monday = mondayOf(day);
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(monday <= day && day < addDays(monday, 7)).toBe(true);
        },
      ),
    );
  });
});

describe('convertPlanDocument', () => {
  it('gives every planned meal an entry on its weekday’s date, in its slot, with a new id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (mains, breakfasts, at) => {
          const selected = [
            ...Array.from({ length: mains }, (_, i) => meal(`m${i}`)),
            ...Array.from({ length: breakfasts }, (_, i) => meal(`b${i}`, { isBreakfast: true, mealType: 'breakfast' })),
          ];
          const plan = buildMealPlan(selected);
          const updatedAt = at.toISOString();
          const { items, skipped } = convertPlanDocument(documentOf({ plan, updatedAt }), ids());
          expect(skipped).toEqual([]);
          const monday = weekStartOfPlanDocument(updatedAt);
          expect(items.find((item) => item.id === 'week')?.value).toEqual({ startDate: monday, days: 7 });
          const entries = items.flatMap((item) => (item.collection === 'planEntries' ? [item.value] : []));
          expect(entries).toHaveLength(mealsInPlan(plan).length);
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
          for (const [index, weekday] of WEEKDAYS.entries()) {
            for (const slot of ['main', 'breakfast'] as const) {
              const planned = plan[weekday][slot];
              const found = entries.filter((entry) => entry.date === addDays(monday, index) && entry.slot === slot);
              expect(found.map((entry) => entry.meal)).toEqual(planned ? [planned] : []);
            }
          }
        },
      ),
    );
  });

  it('carries the preferences, selection, marks, pantry answers, ticks and purchases', () => {
    const dal = meal('dal');
    const pho = meal('pho');
    let plan = buildMealPlan([dal, pho]);
    plan = updateMealInPlan(plan, 'dal', (m) => ({ ...m, isSaved: true }));
    plan = updateMealInPlan(plan, 'pho', (m) => ({ ...m, doNotRecommend: true }));
    const document = documentOf({
      preferences: { cuisines: ['Indian'], mealCount: { main: 2 } },
      selection: { options: { main: [dal, pho, { ...meal('stew'), doNotRecommend: true }] }, selected: { main: [dal, pho] } },
      plan,
      pantry: { onion: { owned: true, amount: '2' }, rice: { owned: false } },
      purchases: [{ name: 'Onion', quantity: '1 kg', price: '1.20', purchased: true, actualExpiryDate: '2026-12-01' }, { name: 'Foil' }],
      shoppingTicks: { onion: true, garlic: false },
      updatedAt: '2026-11-25T19:42:10.123Z',
    });
    const { items, skipped } = convertPlanDocument(document, ids());
    expect(skipped).toEqual([]);
    const of = (collection: string) => items.filter((item) => item.collection === collection).map((item) => [item.id, item.value]);

    expect(of('state').map(([id]) => id)).toEqual(['preferences', 'selection', 'week', 'dismissedMeals']);
    expect(items.find((item) => item.id === 'preferences')?.value).toEqual(document.preferences);
    expect(items.find((item) => item.id === 'selection')?.value).toEqual(document.selection);
    expect(items.find((item) => item.id === 'dismissedMeals')?.value).toEqual([
      { id: 'pho', name: 'Meal pho' },
      { id: 'stew', name: 'Meal stew' },
    ]);
    expect(of('planEntries').map(([, value]) => value)).toEqual([
      { id: expect.any(String), date: '2026-11-23', slot: 'main', meal: plan.Monday.main, saved: true },
      { id: expect.any(String), date: '2026-11-24', slot: 'main', meal: plan.Tuesday.main, doNotRecommend: true },
    ]);
    expect(of('pantryAnswers')).toEqual([
      ['onion', { itemKey: 'onion', owned: true, amount: '2' }],
      ['rice', { itemKey: 'rice', owned: false }],
    ]);
    expect(of('shoppingTicks')).toEqual([
      ['onion', { itemKey: 'onion', ticked: true }],
      ['garlic', { itemKey: 'garlic', ticked: false }],
    ]);
    expect(of('purchases').map(([, value]) => value)).toEqual([
      { id: expect.any(String), name: 'Onion', quantity: '1 kg', price: '1.20', purchased: true, actualExpiryDate: '2026-12-01' },
      { id: expect.any(String), name: 'Foil', quantity: '1', price: '0.00', purchased: false },
    ]);
  });

  it('makes nothing of an empty document, and no week without a plan', () => {
    const empty = convertPlanDocument(documentOf({ updatedAt: '2026-11-25T19:42:10.123Z' }), ids());
    expect(empty).toEqual({ items: [], skipped: [] });
  });

  it('leaves out, and reports, only the parts that no longer meet today’s schemas', () => {
    const document: PlanDocument = {
      preferences: { servings: 99 },
      selection: null,
      plan: { Monday: { main: meal('dal') }, Tuesday: { main: { id: 'x', description: '' } }, Funday: { main: meal('fun') } },
      pantry: { onion: { owned: 'yes' }, rice: { owned: true }, '': { owned: true } },
      purchases: [{ quantity: '1' }, { name: 'Milk' }, 'eggs'],
      shoppingTicks: { garlic: 'yes', lime: true },
      updatedAt: '2026-11-25T19:42:10.123Z',
    };
    const { items, skipped } = convertPlanDocument(document, ids());
    expect(items.map((item) => `${item.collection}/${item.collection === 'purchases' ? 'id' : item.id}`)).toEqual([
      'state/week',
      expect.stringMatching(/^planEntries\//),
      'pantryAnswers/rice',
      'shoppingTicks/lime',
      'purchases/id',
    ]);
    expect(skipped.map(({ collection, message }) => [collection, message])).toEqual([
      ['state', expect.stringMatching(/^value\.servings: /)],
      ['planEntries', expect.stringMatching(/^value\.meal\.name: /)],
      ['pantryAnswers', expect.stringMatching(/^value\.owned: /)],
      ['pantryAnswers', expect.stringMatching(/^value\.itemKey: /)],
      ['shoppingTicks', expect.stringMatching(/^value\.ticked: /)],
      ['purchases', expect.stringMatching(/^value\.name: /)],
      ['purchases', expect.stringMatching(/^value: /)],
    ]);
  });
});
