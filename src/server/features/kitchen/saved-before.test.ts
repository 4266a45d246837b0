import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OLD_CATALOG_MEAL, OLD_FAVOURITE_JSON, OLD_MODEL_MEAL, OLD_PREFERENCES } from '../../../../tests/support/saved-before';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { device, holdings } from '../../../../tests/support/kitchen';
import { testDatabases } from '../../../../tests/support/test-databases';
import { favoriteMealSchema } from '../../../domain/favorites';
import { planEntrySchema } from '../../../domain/kitchen';
import { preferencesSchema } from '../../../domain/preferences';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favoriteMeals, mealPlans, user } from '../../db/schema';

describe.each(testDatabases())('what a cook saved before allergies were labelled, on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const addresses = addressPool(31);

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  async function cookWithOldData(email: string) {
    const client = await signUpAndVerify(app, mailer, { email, ip: addresses() });
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error('no user');
    await database.db.insert(mealPlans).values({
      userId: row.id,
      preferences: OLD_PREFERENCES,
      selection: { options: { main: [OLD_CATALOG_MEAL, OLD_MODEL_MEAL] }, selected: { main: [OLD_CATALOG_MEAL] } },
      plan: { Monday: { main: OLD_CATALOG_MEAL }, Tuesday: { main: OLD_MODEL_MEAL } },
      pantry: { pantry: {}, shoppingTicks: {} },
      purchases: [],
    });
    await database.db.insert(favoriteMeals).values({ userId: row.id, mealId: '42', meal: OLD_FAVOURITE_JSON });
    return client;
  }

  it('carries the saved plan into the kitchen, which the web reads with no allergies ticked and every typed entry kept', async () => {
    const client = await cookWithOldData('old-plan@example.com');
    const items = await holdings(device(client, 'laptop'));
    const preferences = preferencesSchema.parse(items.get('state/preferences')?.value);
    expect(preferences.allergies).toEqual([]);
    expect(preferences.excludedItems).toEqual(['nuts', 'mushrooms']);
    // Monday's and Tuesday's mains, on their dates, each read by the schema the page reads them with.
    const entries = [...items.values()]
      .filter((item) => item.collection === 'planEntries')
      .map((item) => planEntrySchema.parse(item.value))
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(entries.map((entry) => [entry.slot, entry.meal.name])).toEqual([
      ['main', 'Prawn Pad Thai'],
      ['main', 'Creamy Mushroom Pasta'],
    ]);
    expect(entries[1]?.meal.ingredients.map((line) => line.name)).toEqual(['tagliatelle', 'chestnut mushrooms', 'double cream']);
    expect((items.get('state/selection')?.value as { selected: { main: unknown[] } }).selected.main).toHaveLength(1);
  });

  it('still lists the favourite saved as a JSON string', async () => {
    const client = await cookWithOldData('old-favourite@example.com');
    const response = await client.request('/api/favorites');
    expect(response.status).toBe(200);
    const { favorites } = (await response.json()) as { favorites: { mealId: string; meal: unknown }[] };
    // The web reads each with the favourite schema, which takes a JSON string as well as an object.
    expect(favorites.map((favourite) => [favourite.mealId, favoriteMealSchema.parse(favourite.meal).name])).toEqual([
      ['42', 'Peanut Satay Noodles'],
    ]);
  });
});
