import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient } from '../../../../tests/support/http-client';
import {
  device,
  inventoryItem,
  pantryEvent,
  planEntry,
  push,
  putEntry,
  putInventory,
  putPantry,
  putPantryEvent,
  putTick,
} from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { columnsReferencingUser, findCook } from '../../../../tests/support/user-rows';
import { WRONG_PASSWORD } from '../../../domain/auth';
import { mealSchema } from '../../../domain/meal';
import type { Database } from '../../db/database';
import { signInFailureKey } from '../../auth/slowed-sign-in';
import { chooseRateLimiter } from '../../http/choose-rate-limiter';
import type { RateLimiter } from '../../http/rate-limiter';
import { inventoryItems, kitchen, modelUsage, ownRecipes, pantryEvents, pantryReminderSends, recipeImages, user } from '../../db/schema';
import { countModelGeneration } from '../../generation/model-usage';

const PASSWORD = 'correct horse';
const planEntryChange = () => putEntry(planEntry('Tarka Dal'));
const meal = (id: string) =>
  mealSchema.parse({ id, name: `Meal ${id}`, description: 'Kept.', ingredients: [{ name: 'Onion', quantity: '1' }] });
/** A 1×1 PNG: the smallest real recipe picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The tables a cook with favourites, an own recipe with its picture, a kitchen, a calendar feed,
 * a shared list, a pending reset and generations (one of them by the model) has rows in.
 */
const TABLES_OF_A_BUSY_COOK = [
  'user.id',
  'session.user_id',
  'account.user_id',
  'favorite_meals.user_id',
  'own_recipes.user_id',
  'own_recipe_lines.user_id',
  'recipe_images.user_id',
  'model_usage.user_id',
  'kitchen.owner_user_id',
  'calendar_feeds.user_id',
  'shared_lists.user_id',
  'pantry_reminders.user_id',
  'pantry_reminder_sends.user_id',
];

describe.each(testDatabases())('deleting an account on $name', ({ open }) => {
  const nextIp = addressPool(91);
  const mailer = createMemoryMailer();
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let ann: TestClient;
  let annPhone: TestClient;
  let bob: TestClient;
  let annId: string;
  let bobId: string;
  let annKitchen: { id: string } | undefined;
  /** The app's rate limits, as the app would choose them: in memory on PGlite, a table on PostgreSQL. */
  let rateLimits: RateLimiter;
  /** Ann's pantry rows: her inventory and her records of food used and thrown away (they hold no user id, only her kitchen's). */
  const pantryRows = async () => {
    const counts = [];
    for (const table of [inventoryItems, pantryEvents]) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.kitchenId, annKitchen!.id));
      counts.push(row?.n);
    }
    return counts;
  };
  /** A cook's own recipes, recipe pictures and counted model generations. */
  const recipeAndUsageRows = async (userId: string) => {
    const counts = [];
    for (const table of [ownRecipes, recipeImages, modelUsage]) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId));
      counts.push(row?.n);
    }
    return counts;
  };
  /** An own recipe with an uploaded picture, as the recipe screen saves one. */
  const saveRecipeWithPicture = async (cook: TestClient, name: string) => {
    const upload = await app.request('/api/recipes/images', {
      method: 'POST',
      headers: {
        'Content-Type': 'image/png',
        Cookie: [...cook.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        'X-Forwarded-For': nextIp(),
      },
      body: PNG,
    });
    expect(upload.status).toBe(201);
    const { image } = (await upload.json()) as { image: { id: string } };
    const recipe = await cook.request('/api/recipes', {
      json: { name, servings: 2, ingredients: [{ text: '250g red lentils' }], steps: [{ text: 'Simmer.' }], imageId: image.id },
    });
    expect(recipe.status).toBe(201);
  };

  const idOf = async (email: string) => {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const signIn = async (email: string) => {
    const client = createClient(app, nextIp());
    const response = await client.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    return client;
  };
  /** Ann's counts: her sign-in failures (under a hash of her e-mail) and her catalog generations (under her id). */
  const annCounts = async () => [
    await rateLimits.peek(signInFailureKey('ann@example.com')),
    await rateLimits.peek(`generation-catalog|user:${annId}`),
  ];
  const deleteAccount = (client: TestClient, password: unknown) => client.request('/api/account/delete', { json: { password } });

  beforeAll(async () => {
    database = await open();
    rateLimits = chooseRateLimiter(database);
    app = createTestApp(database, { mailer, rateLimits });
    ann = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp(), password: PASSWORD });
    bob = await signUpAndVerify(app, mailer, { email: 'bob@example.com', ip: nextIp(), password: PASSWORD });
    annPhone = await signIn('ann@example.com');
    annId = await idOf('ann@example.com');
    bobId = await idOf('bob@example.com');
    for (const [cook, id] of [
      [ann, 'a1'],
      [ann, 'a2'],
      [bob, 'b1'],
    ] as const) {
      expect((await cook.request('/api/favorites', { json: { meal: meal(id) } })).status).toBe(201);
    }
    for (const [cook, name] of [
      [ann, 'ann'],
      [bob, 'bob'],
    ] as const) {
      await push(device(cook, name), [
        planEntryChange(),
        putPantry('onion'),
        putTick('onion'),
        putInventory(inventoryItem('Milk', { date: '2026-12-01' })),
        putPantryEvent(pantryEvent('thrown', 'Spinach')),
      ]);
      // The daily pantry reminder, and a day it was sent.
      expect((await cook.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: true, sendAt: '07:00' } })).status).toBe(200);
      // A calendar feed and a shared shopping list: rows keyed by the cook with secret tokens' hashes.
      expect((await cook.request('/api/calendar/feed', { method: 'POST' })).status).toBe(201);
      expect((await cook.request('/api/shopping-share', { json: {} })).status).toBe(201);
      await saveRecipeWithPicture(cook, `${name}'s dal`);
    }
    // A model generation counted against each cook's daily cap (the catalog ones above count nothing).
    for (const userId of [annId, bobId]) {
      const counted = await countModelGeneration(database.db, {
        subject: { key: `user:${userId}`, userId },
        perSubjectLimit: 50,
        overallLimit: 1000,
      });
      expect(counted).toBe('counted');
    }
    await database.db.insert(pantryReminderSends).values([
      { userId: annId, day: '2026-11-30', outcome: 'sent' },
      { userId: bobId, day: '2026-11-30', outcome: 'empty' },
    ]);
    [annKitchen] = await database.db.select({ id: kitchen.id }).from(kitchen).where(eq(kitchen.ownerUserId, annId));
    // A pending password reset (a verification row holding Ann's id) and a generation (a rate-limit row keyed by it).
    expect(
      (await ann.request('/api/auth/request-password-reset', { json: { email: 'ann@example.com', redirectTo: '/auth' } })).status,
    ).toBe(200);
    const generation = await ann.request('/api/generations', { json: { preferences: { mealCount: { main: 1 } }, count: 1 } });
    expect(generation.status).toBe(200);
    await generation.text();
    // A mistyped password: a sign-in failure counted against her account (under a hash of her e-mail).
    const mistyped = await createClient(app, nextIp()).request('/api/auth/sign-in/email', {
      json: { email: 'ann@example.com', password: 'not my password' },
    });
    expect(mistyped.status).toBe(401);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds the catalog’s foreign keys to user(id), and Ann in every table she has data in', async () => {
    const columns = (await columnsReferencingUser(database)).map((column) => `${column.table}.${column.column}`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'session.user_id',
        'account.user_id',
        'favorite_meals.user_id',
        'meal_plans.user_id',
        'kitchen.owner_user_id',
      ]),
    );
    const found = await findCook(database, { id: annId, email: 'ann@example.com' });
    expect(found.referencing).toEqual(expect.arrayContaining(TABLES_OF_A_BUSY_COOK));
    // The app's limits are counted in a table on PostgreSQL only.
    const countedInTable = database.exclusive ? [] : ['app_rate_limits.key'];
    expect(found.mentioning).toEqual(expect.arrayContaining(['verification.value', 'user.email', ...countedInTable]));
    expect(await annCounts()).toEqual([1, 1]);
    expect(await pantryRows()).toEqual([1, 1]);
    expect(await recipeAndUsageRows(annId)).toEqual([1, 1, 1]);
  });

  it('refuses a wrong or missing password, and deletes nothing', async () => {
    const wrong = await deleteAccount(ann, 'not my password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { type: 'validation', message: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } } });
    const missing = await deleteAccount(ann, '');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/Please enter your password/);
    expect((await findCook(database, { id: annId, email: 'ann@example.com' })).referencing).toEqual(
      expect.arrayContaining(TABLES_OF_A_BUSY_COOK),
    );
    expect((await ann.request('/api/favorites/count')).status).toBe(200);
  });

  it('refuses a visitor who is not signed in', async () => {
    const visitor = createClient(app, nextIp());
    expect((await deleteAccount(visitor, PASSWORD)).status).toBe(401);
  });

  it('deletes the account with the password: this browser’s cookies cleared, every device signed out at once', async () => {
    // Ann's phone was just let through, so this process remembers its session.
    expect((await annPhone.request('/api/favorites')).status).toBe(200);

    const response = await deleteAccount(ann, PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().some((line) => /session_token=;/.test(line) && /max-age=0/i.test(line))).toBe(true);
    expect(ann.cookies.size).toBe(0);

    for (const browser of [annPhone, ann]) {
      expect((await browser.request('/api/favorites')).status).toBe(401);
      expect((await browser.request('/api/kitchen')).status).toBe(401);
      expect(await (await browser.request('/api/auth/get-session')).json()).toBeNull();
    }
  });

  it('leaves no row of Ann in any table: no column referencing her, no text holding her id or e-mail', async () => {
    expect(await findCook(database, { id: annId, email: 'ann@example.com' })).toEqual({ referencing: [], mentioning: [] });
    expect(await annCounts()).toEqual([0, 0]);
    expect(await pantryRows()).toEqual([0, 0]);
    expect(await recipeAndUsageRows(annId)).toEqual([0, 0, 0]);
  });

  it('leaves every other cook as they were', async () => {
    expect((await findCook(database, { id: bobId, email: 'bob@example.com' })).referencing).toEqual(
      expect.arrayContaining(TABLES_OF_A_BUSY_COOK),
    );
    const favorites = (await (await bob.request('/api/favorites')).json()) as { favorites: { mealId: string }[] };
    expect(favorites.favorites.map((row) => row.mealId)).toEqual(['b1']);
    expect(await recipeAndUsageRows(bobId)).toEqual([1, 1, 1]);
    const recipes = (await (await bob.request('/api/recipes')).json()) as { recipes: { name: string }[] };
    expect(recipes.recipes.map((recipe) => recipe.name)).toEqual(["bob's dal"]);
  });

  it('sends Ann a confirmation e-mail', async () => {
    const mail = await vi.waitFor(() => {
      const found = mailer.sent.find((message) => message.to === 'ann@example.com' && /deleted/.test(message.subject));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.subject).toBe('Your Larder account has been deleted');
    expect(mail.text).toContain('every device has been signed out');
  });

  it('lets nobody sign in as Ann again, and her address is free for a new account', async () => {
    const signInAgain = await createClient(app, nextIp()).request('/api/auth/sign-in/email', {
      json: { email: 'ann@example.com', password: PASSWORD },
    });
    expect(signInAgain.status).toBe(401);
    mailer.sent.length = 0;
    const fresh = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp(), password: 'a new start' });
    const favorites = (await (await fresh.request('/api/favorites')).json()) as { favorites: unknown[] };
    expect(favorites.favorites).toEqual([]);
  });
});
