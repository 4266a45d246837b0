import { ownRecipeFacts } from '../../../src/catalog/own-recipe-facts';
import { resolveRecipeLines } from '../../../src/catalog/resolve-recipe-lines';
import { ingredientsByIds, searchIngredients } from '../../../src/catalog/search-ingredients';
import {
  ownRecipeInputSchema,
  recipePreviewSchema,
  toSummary,
  type ImportedRecipe,
  type OwnRecipe,
  type OwnRecipeInput,
} from '../../../src/domain/recipes';
import { COOK, json, sessionOf, stubServer, type Handler, type SentRequest } from './web-harness';

let made = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`;

/** A recipe as the server would answer it: the input read, matched and summed by Larder's own code. */
export function ownRecipe(input: OwnRecipeInput, id = uuid()): OwnRecipe {
  const data = ownRecipeInputSchema.parse(input);
  const ingredients = resolveRecipeLines(data.ingredients);
  return {
    ...data,
    id,
    ingredients,
    imageUrl: data.imageId ? `/api/recipes/images/${data.imageId}` : null,
    facts: ownRecipeFacts({ ...data, ingredients }),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A page's recipe as POST /api/recipes/import answers it. */
export function importedRecipe(fields: { name: string; lines: string[]; steps: string[]; url: string; site: string }): ImportedRecipe {
  const ingredients = resolveRecipeLines(fields.lines.map((text) => ({ text, matchedBy: 'larder' as const })));
  return {
    name: fields.name,
    description: '',
    cuisine: null,
    mealType: 'main',
    servings: 4,
    yieldText: '4',
    prepMinutes: 10,
    cookMinutes: 20,
    totalMinutes: 30,
    imageId: null,
    imageUrl: null,
    ingredients,
    steps: fields.steps.map((text) => ({ text, section: null })),
    source: { url: fields.url, name: fields.site, author: null },
    foundIn: 'json-ld',
    warnings: [],
    facts: ownRecipeFacts({ servings: 4, cuisine: null, mealType: 'main', prepMinutes: 10, cookMinutes: 20, ingredients }),
  };
}

/**
 * A signed-in cook's recipes behind a fake /api/recipes and /api/ingredients that answer with
 * Larder's own reading, matching and sums; `extra` adds or replaces routes.
 */
export function recipesServer(saved: OwnRecipe[], extra: Record<string, Handler> = {}) {
  const recipes = new Map(saved.map((recipe) => [recipe.id, recipe]));
  const body = (request: SentRequest) => request.body as OwnRecipeInput;
  const routes: Record<string, Handler> = {
    'GET /api/auth/get-session': () => json(sessionOf(COOK)),
    'GET /api/recipes': (request) => {
      const words = (request.query.q ?? '').toLowerCase();
      return json({ recipes: [...recipes.values()].filter((recipe) => recipe.name.toLowerCase().includes(words)).map(toSummary) });
    },
    'POST /api/recipes': (request) => {
      const recipe = ownRecipe(body(request));
      recipes.set(recipe.id, recipe);
      // The fake server reads its routes when asked: the new recipe can be opened at once.
      routes[`GET /api/recipes/${recipe.id}`] = () => json({ recipe: recipes.get(recipe.id) });
      return json({ recipe }, 201);
    },
    'POST /api/recipes/preview': (request) => {
      const input = recipePreviewSchema.parse(request.body);
      const ingredients = resolveRecipeLines(input.ingredients);
      return json({ ingredients, facts: ownRecipeFacts({ ...input, ingredients }) });
    },
    'GET /api/ingredients': (request) =>
      json({
        ingredients: request.query.ids ? ingredientsByIds(request.query.ids.split(',')) : searchIngredients(request.query.q ?? '', 12),
      }),
    ...Object.fromEntries(
      saved.flatMap((recipe) => [
        [`GET /api/recipes/${recipe.id}`, () => json({ recipe: recipes.get(recipe.id) })],
        [
          `PUT /api/recipes/${recipe.id}`,
          (request: SentRequest) => {
            const updated = ownRecipe(body(request), recipe.id);
            recipes.set(recipe.id, updated);
            return json({ recipe: updated });
          },
        ],
      ]),
    ),
    ...extra,
  };
  const server = stubServer(routes);
  return { ...server, recipes, routes };
}
