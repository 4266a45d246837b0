import {
  bigint,
  boolean,
  customType,
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

/** A signed-in cook's current planning state (beyond the spec), one row per user. */
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
