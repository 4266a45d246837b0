import { Hono, type Context } from 'hono';
import { AppError } from '../../../domain/errors';
import {
  IMPORT_RATE,
  importRecipeRequestSchema,
  ownRecipeInputSchema,
  recipeIdParamSchema,
  recipeListQuerySchema,
  recipePreviewSchema,
} from '../../../domain/recipes';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { bodyLimitFor, readBody } from '../../http/body-limit';
import { enforceRateLimit } from '../../http/rate-limit';
import { validateJson, validateParams, validateQuery } from '../../http/validate';
import { createRecipe } from './create-recipe';
import { deleteRecipe } from './delete-recipe';
import { exportRecipes } from './export-recipes';
import { getRecipe } from './get-recipe';
import { importRecipe } from './import-recipe';
import { importRecipeFile } from './import-recipe-file';
import { listRecipes } from './list-recipes';
import { loadRecipeImage } from './load-recipe-image';
import { previewRecipe } from './preview-recipe';
import { storeRecipeImage } from './store-recipe-image';
import { updateRecipe } from './update-recipe';

/** Read after the session check, counted by bytes and shape-checked (http/body-limit.ts): a 413 past the limit. */
const limitBody = (path: string) => readBody(bodyLimitFor(`/api/recipes${path}`));
const imageParamSchema = recipeIdParamSchema;

/** A page or a file of recipes: one allowance for both, per cook. */
const limitImports = (c: Context<AppEnv>) =>
  enforceRateLimit(
    c,
    `recipe-import|user:${c.var.user.id}`,
    { windowSeconds: IMPORT_RATE.windowSeconds, max: c.var.deps.env.RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN },
    'You have imported a lot of recipes just now. Please wait a few minutes and try again.',
  );

export const recipeRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to keep your own recipes.'))
  .post('/import', limitBody('/import'), validateJson(importRecipeRequestSchema), async (c) => {
    const { database, env, recipeImport } = c.var.deps;
    await limitImports(c);
    const recipe = await importRecipe({
      database,
      userId: c.var.user.id,
      request: c.req.valid('json'),
      fetchSettings: { ...recipeImport, allowPrivateHosts: env.IMPORT_ALLOW_PRIVATE_HOSTS },
    });
    return c.json({ recipe });
  })
  .post('/preview', limitBody('/preview'), validateJson(recipePreviewSchema), async (c) => {
    await enforceRateLimit(
      c,
      `recipe-preview|user:${c.var.user.id}`,
      { windowSeconds: 10 * 60, max: c.var.deps.env.RECIPE_PREVIEW_RATE_LIMIT_PER_10_MIN },
      'Larder is reading your lines more often than it can just now. Please wait a few minutes and try again.',
    );
    return c.json(previewRecipe(c.req.valid('json')));
  })
  .get('/', validateQuery(recipeListQuerySchema), async (c) => {
    const recipes = await listRecipes({ database: c.var.deps.database, userId: c.var.user.id, query: c.req.valid('query') });
    return c.json({ recipes });
  })
  .post('/', limitBody(''), validateJson(ownRecipeInputSchema), async (c) => {
    const recipe = await createRecipe({ database: c.var.deps.database, userId: c.var.user.id, data: c.req.valid('json') });
    return c.json({ recipe }, 201);
  })
  .get('/export', async (c) => {
    const file = await exportRecipes({ database: c.var.deps.database, userId: c.var.user.id });
    c.header('Content-Disposition', `attachment; filename="larder-recipes-${new Date().toISOString().slice(0, 10)}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(file);
  })
  .post('/import-file', limitBody('/import-file'), async (c) => {
    await limitImports(c);
    let file: unknown;
    try {
      file = await c.req.json();
    } catch {
      throw new AppError('validation', 'The file is not valid JSON.');
    }
    return c.json(await importRecipeFile({ database: c.var.deps.database, userId: c.var.user.id, file }), 201);
  })
  .post('/images', limitBody('/images'), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw new AppError('validation', 'Send the picture as the request body.');
    const image = await storeRecipeImage({ database: c.var.deps.database, userId: c.var.user.id, bytes });
    return c.json({ image }, 201);
  })
  .get('/images/:id', validateParams(imageParamSchema), async (c) => {
    const image = await loadRecipeImage({ db: c.var.deps.database.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.body(new Uint8Array(image.data), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .get('/:id', validateParams(recipeIdParamSchema), async (c) => {
    const recipe = await getRecipe({ database: c.var.deps.database, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ recipe });
  })
  .put('/:id', limitBody('/:id'), validateParams(recipeIdParamSchema), validateJson(ownRecipeInputSchema), async (c) => {
    const recipe = await updateRecipe({
      database: c.var.deps.database,
      userId: c.var.user.id,
      id: c.req.valid('param').id,
      data: c.req.valid('json'),
    });
    return c.json({ recipe });
  })
  .delete('/:id', validateParams(recipeIdParamSchema), async (c) => {
    return c.json(await deleteRecipe({ database: c.var.deps.database, userId: c.var.user.id, id: c.req.valid('param').id }));
  });
