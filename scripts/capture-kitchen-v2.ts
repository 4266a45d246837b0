/**
 * Writes src/domain/kitchen/fixtures/kitchen-v2-store.json: a browser kitchen (version 2) and
 * favourites' stored meals exactly as the code before values wrote them (meals with '£4.20',
 * '30 minutes' and quantity text). It must run against that code, not this tree's:
 *
 *   git worktree add --detach /tmp/kitchen-v2 0290f05 && cp scripts/capture-kitchen-v2.ts /tmp/kitchen-v2/scripts/
 *   cd /tmp/kitchen-v2 && ln -s <this tree>/node_modules node_modules && node --import tsx scripts/capture-kitchen-v2.ts <out>
 */
import { writeFileSync } from 'node:fs';
import { RECIPES, recipeToMeal, vetMeal } from '../src/catalog';
import { createWeek, setSelection } from '../src/domain/kitchen/commands';
import { recordPurchases, setPantryAnswer, setTick } from '../src/domain/kitchen/list-commands';
import { emptyKitchen } from '../src/domain/kitchen/kitchen-state';
import { adaptMeal } from '../src/domain/meal';
import { preferencesSchema } from '../src/domain/preferences';
import { purchaseRecordSchema } from '../src/domain/purchases';

let next = 0;
const newId = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
const preferences = preferencesSchema.parse({ servings: 2, mealCount: { main: 3 } });

const mains = RECIPES.filter((recipe) => recipe.mealType === 'main')
  .slice(0, 3)
  .map((recipe) => recipeToMeal(recipe, 2));
const breakfast = RECIPES.filter((recipe) => recipe.isBreakfast).map((recipe) => recipeToMeal(recipe, 2))[0];
// A model's meal as the model path made it (adaptMeal, then vetMeal), price and quantities as text.
const modelMeal = vetMeal(
  adaptMeal(
    {
      name: 'Leek and Potato Soup',
      description: 'Silky, peppery and warming.',
      price: '£10',
      cookingTime: 40,
      ingredients: [
        { name: 'leeks', quantity: '2, sliced' },
        { name: 'potatoes', quantity: '500 g, peeled and diced' },
        { name: 'vegetable stock', quantity: '1 l' },
        { name: 'salt', quantity: 'to taste' },
      ],
      instructions: ['Soften the leeks.', 'Simmer with the potatoes and stock.', 'Blend.'],
    },
    () => 'ai-leek-soup',
  )!,
  preferences,
).meal;
const selected = [...mains.slice(0, 2), modelMeal, ...(breakfast ? [breakfast] : [])];

let state = setSelection(emptyKitchen(), { options: { main: [...mains, modelMeal] }, selected: { main: selected }, preferences });
state = createWeek(state, { startDate: '2026-11-30', selected, newId });
state = setPantryAnswer(state, mains[0]?.ingredients[0]?.name ?? 'rice', { amount: '100 g' });
state = setTick(state, mains[0]?.ingredients[1]?.name ?? 'onion', true);
state = recordPurchases(
  state,
  [
    purchaseRecordSchema.parse({
      name: mains[1]?.ingredients[0]?.name,
      quantity: '1',
      price: '1.20',
      purchased: true,
      actualExpiryDate: '2026-12-03',
    }),
    purchaseRecordSchema.parse({ name: 'Oat milk', purchased: true }),
  ],
  newId,
);
const entry = Object.values(state.planEntries)[0];
const doc = {
  version: 2,
  rev: 'captured',
  state,
  device: {},
  sync: {
    cursor: null,
    versions: {},
    queue: entry
      ? [
          {
            collection: 'planEntries',
            id: entry.id,
            op: 'put',
            value: entry,
            baseVersion: 0,
            changeId: newId(),
            madeAt: '2026-11-29T10:00:00.000Z',
          },
        ]
      : [],
  },
};
const out = process.argv[2] ?? 'kitchen-v2-store.json';
writeFileSync(
  out,
  `${JSON.stringify(
    {
      describe: 'A browser kitchen (version 2) and favourites as the code before values stored them (kitchen-web 0290f05)',
      localStorage: { 'larder:kitchen:anon': JSON.stringify(doc) },
      favoriteMeals: [JSON.stringify(mains[2]), JSON.stringify(modelMeal)],
    },
    null,
    2,
  )}\n`,
);
