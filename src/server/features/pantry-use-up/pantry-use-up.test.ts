import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { RECIPES } from '../../../catalog/data/recipes';
import { recipeFacts } from '../../../catalog/recipe-facts';
import { requireIngredient } from '../../../catalog/ingredient-index';
import { excludes, exclusionsOf } from '../../../catalog/exclusions';
import { DEFAULT_PREFERENCES } from '../../../domain/preferences';
import type { UseUpAnswer } from '../../../domain/pantry/use-up-api';
import type { Database } from '../../db/database';
import { findUseUpRecipes } from '../../../catalog/use-up-recipes';

const recipe = (id: string) => {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe ${id}`);
  return found;
};

describe('findUseUpRecipes', () => {
  it('answers a few recipes per ingredient that hold it, those using more of the food going off first', () => {
    const { suggestions } = findUseUpRecipes({ query: { ids: ['spinach', 'tinned-chickpeas'] } });
    expect(suggestions.map((suggestion) => suggestion.ingredientId)).toEqual(['spinach', 'tinned-chickpeas']);
    for (const { ingredientId, recipes } of suggestions) {
      expect(recipes.length).toBeGreaterThan(0);
      expect(recipes.length).toBeLessThanOrEqual(3);
      for (const found of recipes) expect(recipe(found.id).ingredients.some((line) => line.id === ingredientId)).toBe(true);
      const counts = recipes.map((found) => found.uses.length);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const both = RECIPES.filter((candidate) =>
      ['spinach', 'tinned-chickpeas'].every((id) => candidate.ingredients.some((line) => line.id === id)),
    );
    expect(both.length).toBeGreaterThan(0);
    expect(suggestions[0]?.recipes[0]?.uses.sort()).toEqual(['spinach', 'tinned-chickpeas']);
    expect(suggestions[0]?.recipes[0]?.totalMinutes).toBe(recipeFacts(recipe(suggestions[0]?.recipes[0]?.id ?? '')).totalMinutes);
  });

  it("never answers a recipe that breaks the cook's diet, allergies or excluded foods", () => {
    const cook = exclusionsOf({ allergies: ['milk', 'gluten'], excludedItems: ['mushroom'] });
    for (const id of ['onion', 'garlic', 'spinach', 'tinned-chopped-tomatoes']) {
      const { suggestions } = findUseUpRecipes({
        query: { ids: [id], diet: 'Vegan', allergies: ['milk', 'gluten'], exclude: ['mushroom'] },
      });
      for (const found of suggestions[0]?.recipes ?? []) {
        const full = recipe(found.id);
        expect(recipeFacts(full).dietaryOptions).toContain('Vegan');
        expect(full.ingredients.some((line) => excludes(cook, requireIngredient(line.id)))).toBe(false);
      }
    }
    expect(DEFAULT_PREFERENCES.dietaryPreferences).toBe('None');
  });

  it('answers no recipes for an ingredient no recipe uses', () => {
    expect(findUseUpRecipes({ query: { ids: ['no-such-food'] } }).suggestions).toEqual([{ ingredientId: 'no-such-food', recipes: [] }]);
  });
});

describe.each(testDatabases())('GET /api/pantry/use-up on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;

  const get = async (search: string) => {
    const response = await createClient(app, '203.0.113.41').request(`/api/pantry/use-up${search}`);
    return {
      status: response.status,
      body: (await response.json()) as UseUpAnswer & { error?: { message: string; fields?: Record<string, string> } },
    };
  };

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer: createMemoryMailer() });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers recipes for the ingredients named, with no session needed', async () => {
    const { status, body } = await get('?ids=spinach,beef-mince&diet=Vegetarian');
    expect(status).toBe(200);
    expect(body.suggestions.map((suggestion) => suggestion.ingredientId)).toEqual(['spinach', 'beef-mince']);
    expect(body.suggestions[0]?.recipes.length).toBeGreaterThan(0);
    // No vegetarian recipe holds beef mince.
    expect(body.suggestions[1]?.recipes).toEqual([]);
  });

  it('answers a 400 a person understands for a bad query', async () => {
    expect((await get('')).status).toBe(400);
    const odd = await get('?ids=Beef%20Mince');
    expect(odd.status).toBe(400);
    expect(odd.body.error?.message).toMatch(/ingredient/i);
    expect((await get('?ids=spinach&allergies=kryptonite')).status).toBe(400);
    expect((await get('?ids=spinach&diet=Carnivore')).status).toBe(400);
  });
});
