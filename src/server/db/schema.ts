import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

// Better Auth's core tables (user, session, account, verification) and its database-backed
// rate limiter, written by hand in the shape its Drizzle adapter expects.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Better Auth's own limiter (sign-in, sign-up, reset); the app's limits live in appRateLimits. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The app's own rate limits (generations, image tests, failed sign-ins), apart from Better Auth's
 * rate_limit table, whose clean-up deletes every row older than its longest window (a minute)
 * whatever the row's own window. A row counts until its window ends and is cleared after that.
 * Used on PostgreSQL only: the embedded database's single server counts in memory (http/memory-rate-limiter.ts).
 */
export const appRateLimits = pgTable(
  'app_rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('app_rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Model generations per day (UTC), counted in the database so the daily caps hold across every
 * server process: one row for all ('all'), one per cook ('user:…', with user_id) or, when anyone
 * may generate, per address ('address:…').
 */
export const modelUsage = pgTable(
  'model_usage',
  {
    day: text('day').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.subject] }), index('model_usage_user_id_idx').on(table.userId)],
);

/** A cook's favourite meals; (user_id, meal_id) is unique so a double toggle never makes two rows. */
export const favoriteMeals = pgTable(
  'favorite_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    meal: jsonb('meal').notNull(),
    mealId: text('meal_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('favorite_meals_user_meal_idx').on(table.userId, table.mealId)],
);

/**
 * A signed-in cook's whole planning document from before the kitchen model, one row per user.
 * Read once, when the cook's kitchen is first used, and converted into kitchen items; kept
 * read-only after that (a later release drops it).
 */
export const mealPlans = pgTable('meal_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences'),
  selection: jsonb('selection'),
  plan: jsonb('plan'),
  pantry: jsonb('pantry'),
  purchases: jsonb('purchases'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide settings shared by every process on the database, e.g. the generated auth secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Pictures made by the image model, served from the app's own origin (no third-party hosts). */
export const generatedImages = pgTable('generated_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was last served (to the hour): the least recently used go first past IMAGE_STORE_LIMIT_MB. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cook's recipe pictures, uploaded or fetched once at import; never hot-linked. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipe_images_user_idx').on(table.userId)],
);

/** A cook's own recipes: numbers stay numbers (servings, minutes); lines live in own_recipe_lines. */
export const ownRecipes = pgTable(
  'own_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine'),
    mealType: text('meal_type').notNull().default('main'),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes'),
    cookMinutes: integer('cook_minutes'),
    /** Ordered steps: [{ text, section }]. */
    steps: jsonb('steps').notNull(),
    notes: text('notes').notNull().default(''),
    imageId: uuid('image_id').references(() => recipeImages.id, { onDelete: 'set null' }),
    sourceUrl: text('source_url'),
    sourceName: text('source_name'),
    sourceAuthor: text('source_author'),
    /** Size of the recipe as JSON, for the per-cook byte quota. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('own_recipes_user_updated_idx').on(table.userId, table.updatedAt)],
);

/** One ingredient line of an own recipe: the text as written, its amount in numbers, and its match. */
export const ownRecipeLines = pgTable(
  'own_recipe_lines',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => ownRecipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    amount: doublePrecision('amount'),
    amountMax: doublePrecision('amount_max'),
    /** g, ml, item, tsp, tbsp, tin…: src/domain/units UNITS. */
    unit: text('unit'),
    food: text('food').notNull(),
    note: text('note'),
    groupName: text('group_name'),
    /** ingredient, skip or unmatched. */
    match: text('match').notNull(),
    /** The catalog ingredient's id when matched. */
    ingredientId: text('ingredient_id'),
    matchedBy: text('matched_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.position] }), index('own_recipe_lines_user_idx').on(table.userId)],
);

/**
 * A kitchen: what a signed-in cook plans, has in the pantry, ticks and buys, kept item by item.
 * One per cook today (created on first use; owner unique); a household's kitchen would lift
 * that uniqueness and add members. `seq` numbers every write to the kitchen's items, so a device
 * pulls what changed after the last number it saw.
 */
export const kitchen = pgTable(
  'kitchen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The newest seq of a tombstone dropped: a cursor older than this needs a full pull. */
    prunedSeq: bigint('pruned_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kitchen_owner_user_id_idx').on(table.ownerUserId)],
);

/** What every kitchen item row carries: the validated value, its version and where it was written. */
const itemColumns = () => ({
  kitchenId: uuid('kitchen_id')
    .notNull()
    .references(() => kitchen.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** The value as its collection's schema parsed it; null once deleted. */
  value: jsonb('value'),
  /** 1 on creation, +1 on every write (deletes included). */
  version: integer('version').notNull(),
  /** The kitchen's sequence number at the last write. */
  seq: bigint('seq', { mode: 'number' }).notNull(),
  /** A tombstone: kept so that other devices learn of the deletion. */
  deleted: boolean('deleted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Null when the server wrote it (the old plan document's conversion). */
  updatedByDevice: text('updated_by_device'),
  /** The device whose change the last write replaced without having seen it. */
  overwroteDevice: text('overwrote_device'),
});

/** Primary key (kitchen, id); pulls read by (kitchen, seq). */
const itemKeys =
  (name: string) =>
  (table: {
    kitchenId: ExtraConfigColumn;
    id: ExtraConfigColumn;
    seq: ExtraConfigColumn;
    deleted: ExtraConfigColumn;
    value: ExtraConfigColumn;
  }) => [
    primaryKey({ name: `${name}_pk`, columns: [table.kitchenId, table.id] }),
    uniqueIndex(`${name}_kitchen_seq_idx`).on(table.kitchenId, table.seq),
    check(`${name}_value_check`, sql`${table.deleted} or ${table.value} is not null`),
  ];

/** Single values: 'preferences', 'defaultPreferences', 'selection', 'week', 'dismissedMeals' (the id). */
export const kitchenState = pgTable('kitchen_state', itemColumns(), itemKeys('kitchen_state'));

/** The week's meals, one row per meal in a slot on a date. Two entries may share a slot for a while (a swap is two changes). */
export const planEntries = pgTable(
  'plan_entries',
  {
    ...itemColumns(),
    /** Null once deleted. */
    date: date('date', { mode: 'string' }),
    slot: text('slot'),
  },
  (table) => [
    ...itemKeys('plan_entries')(table),
    check('plan_entries_slot_check', sql`${table.slot} in ('main', 'breakfast')`),
    check('plan_entries_dated_check', sql`${table.deleted} or (${table.date} is not null and ${table.slot} is not null)`),
  ],
);

/** The pantry check's answers; the id is the item's key (its normalised name). */
export const pantryAnswers = pgTable('pantry_answers', itemColumns(), itemKeys('pantry_answers'));

/** The shopping list's ticks; the id is the item's key (its normalised name). */
export const shoppingTicks = pgTable('shopping_ticks', itemColumns(), itemKeys('shopping_ticks'));

/** What the cook bought, with prices and expiry dates. */
export const purchases = pgTable('purchases', itemColumns(), itemKeys('purchases'));

/**
 * What is in the cook's kitchen now (issue #16). `use_by` copies the value's date, so the daily
 * reminder finds what goes off tomorrow without reading every value.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    ...itemColumns(),
    /** The item's date (use-by or best-before); null when it has none or is deleted. */
    useBy: date('use_by', { mode: 'string' }),
  },
  (table) => [...itemKeys('inventory_items')(table), index('inventory_items_use_by_idx').on(table.useBy)],
);

/** Food bought, used and thrown away: what the waste screen counts. */
export const pantryEvents = pgTable('pantry_events', itemColumns(), itemKeys('pantry_events'));

/**
 * Changes already applied, by changeId, so a device replaying its queue (a lost answer, a
 * reload) applies each change once. Pruned by age and count (see CHANGE_ID_RETENTION_DAYS).
 */
export const kitchenChanges = pgTable(
  'kitchen_changes',
  {
    kitchenId: uuid('kitchen_id')
      .notNull()
      .references(() => kitchen.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id').notNull(),
    collection: text('collection').notNull(),
    itemId: text('item_id').notNull(),
    /** The item's version after the change. */
    version: integer('version').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'kitchen_changes_pk', columns: [table.kitchenId, table.changeId] }),
    index('kitchen_changes_kitchen_applied_idx').on(table.kitchenId, table.appliedAt),
  ],
);

/**
 * A cook's calendar feed (issue 19): their usual mealtimes (null: the defaults) and the SHA-256
 * of the feed link's secret token (null: no live link). Revoking clears the hash, so the old
 * link answers 404 at once on every server.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 'HH:MM', UK wall-clock time. */
  breakfastTime: text('breakfast_time'),
  dinnerTime: text('dinner_time'),
  tokenHash: text('token_hash').unique(),
  tokenCreatedAt: timestamp('token_created_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Read-and-tick links to a cook's shopping list (issue 19), by the SHA-256 of their secret token.
 * A link works until `expires_at`; stopping it deletes the row.
 */
export const sharedLists = pgTable(
  'shared_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shared_lists_user_idx').on(table.userId)],
);

/**
 * The daily "goes off tomorrow" e-mail (issue #16): opt-in, at a UK wall-clock time the cook
 * chooses. The unsubscribe link's token is kept only as its SHA-256.
 */
export const pantryReminders = pgTable('pantry_reminders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** 'HH:MM', Europe/London wall-clock time. */
  sendAt: text('send_at').notNull().default('08:00'),
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per cook and UK day on which the reminder was taken for sending: the primary key is
 * what makes it once a day, whichever of several servers gets there first.
 */
export const pantryReminderSends = pgTable(
  'pantry_reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The UK date it was sent for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 'sent', 'empty' (nothing went off tomorrow) or 'failed'. */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'pantry_reminder_sends_pk', columns: [table.userId, table.day] })],
);
