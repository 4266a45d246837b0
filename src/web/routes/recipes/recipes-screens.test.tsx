import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importedRecipe, ownRecipe, recipesServer } from '../../../../tests/support/web/fake-recipes-server';
import { json, renderWithApp, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import '../../../../tests/support/web/resize-observer';
import type { OwnRecipeInput } from '../../../domain/recipes';
import { RecipeEditPage } from './recipe-edit-page';
import { RecipePage } from './recipe-page';
import { RecipesPage } from './recipes-page';

const CHEESE_TOAST: OwnRecipeInput = {
  name: 'Cheese on Toast',
  servings: 1,
  prepMinutes: 2,
  cookMinutes: 5,
  ingredients: [{ text: '2 slices white bread' }, { text: '50g cheddar, grated' }],
  steps: [{ text: 'Toast the bread, top with cheese and grill.' }],
  source: { url: 'https://www.example.com/cheese-on-toast', name: 'Snack Hour', author: 'Ann Baker' },
};
const MYSTERY: OwnRecipeInput = {
  name: 'Mystery Stew',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 40,
  ingredients: [{ text: '400g chicken thighs' }, { text: '2 tbsp secret family sauce' }],
  steps: [{ text: 'Stew it all.' }],
};

const app = () => (
  <Routes>
    <Route path="/recipes" element={<RecipesPage />} />
    <Route path="/recipes/new" element={<RecipeEditPage />} />
    <Route path="/recipes/:id" element={<RecipePage />} />
    <Route path="/recipes/:id/edit" element={<RecipeEditPage />} />
  </Routes>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Recipes', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderWithApp(app(), { path: '/recipes' });
    expect(await screen.findByText('Sign in to keep your own recipes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('lists each recipe with its time, price a serving and allergens, and filters those that need attention', async () => {
    recipesServer([ownRecipe(CHEESE_TOAST), ownRecipe(MYSTERY)]);
    renderWithApp(app(), { path: '/recipes' });

    const toast = (await screen.findByRole('link', { name: 'Cheese on Toast' })).closest('article');
    if (!toast) throw new Error('no card');
    expect(within(toast).getByText('7 minutes')).toBeInTheDocument();
    expect(within(toast).getByText(/^£\d+\.\d\d a serving$/)).toBeInTheDocument();
    expect(within(toast).getByText(/Milk/)).toBeInTheDocument();
    expect(within(toast).queryByText('Needs attention')).not.toBeInTheDocument();

    const stew = screen.getByRole('link', { name: 'Mystery Stew' }).closest('article');
    if (!stew) throw new Error('no card');
    expect(within(stew).getByText('Needs attention')).toBeInTheDocument();
    expect(within(stew).getByText(/Allergens and diet unknown: 1 ingredient line not matched yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Needs attention' }));
    expect(screen.queryByRole('link', { name: 'Cheese on Toast' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mystery Stew' })).toBeInTheDocument();
  });

  it('searches by the words typed on the server', async () => {
    const api = recipesServer([ownRecipe(CHEESE_TOAST), ownRecipe(MYSTERY)]);
    renderWithApp(app(), { path: '/recipes' });
    await screen.findByRole('link', { name: 'Mystery Stew' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search my recipes' }), 'stew');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cheese on Toast' })).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.path === '/api/recipes' && request.query.q === 'stew')).toBe(true);
  });

  it('shows a recipe with nutrition per serving, allergens, each line’s match and the source credit', async () => {
    const recipe = ownRecipe(CHEESE_TOAST);
    recipesServer([recipe]);
    renderWithApp(app(), { path: `/recipes/${recipe.id}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cheese on Toast' })).toBeInTheDocument();
    expect(screen.getByText('Calories').nextSibling?.textContent).toMatch(/^\d+ kcal$/);
    const allergens = screen.getByRole('region', { name: 'Allergens' });
    expect(within(allergens).getByText(/Milk/)).toBeInTheDocument();
    expect(within(allergens).getByText(/Cereals containing gluten/)).toBeInTheDocument();
    expect(await screen.findByText(/Matched: cheddar/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Snack Hour/ })).toHaveAttribute('href', 'https://www.example.com/cheese-on-toast');
    expect(screen.getByText(/by Ann Baker/)).toBeInTheDocument();
  });
});

describe('Importing and editing a recipe', () => {
  const PAGE = 'https://www.example.com/pesto-pasta';
  const pesto = importedRecipe({
    name: 'Quick Pesto Pasta',
    lines: ['300g spaghetti', '2 tbsp olive oil', '1 tbsp zorblax paste'],
    steps: ['Boil the pasta.', 'Toss with the oil and paste.'],
    url: PAGE,
    site: 'Pasta Daily',
  });

  it('imports a page, lets the cook match the unmatched line, and saves the cook’s match', async () => {
    const api = recipesServer([], { 'POST /api/recipes/import': () => json({ recipe: pesto }) });
    renderWithApp(app(), { path: '/recipes/new?import=1' });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Recipe page link' }), PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Import recipe' }));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Quick Pesto Pasta');
    expect(api.requests.find((request) => request.path === '/api/recipes/import')?.body).toEqual({ url: PAGE });
    expect(await screen.findByText('Not matched', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/Allergens and diet unknown: 1 ingredient line not matched yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose ingredient for “1 tbsp zorblax paste”' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the ingredient' });
    const search = within(picker).getByRole('searchbox', { name: 'Search Larder’s ingredients' });
    await userEvent.clear(search);
    await userEvent.type(search, 'basil');
    await userEvent.click(await within(picker).findByRole('button', { name: /^basil/i }));

    // The form reads its lines again after a pause in typing: wait for it on a busy machine.
    expect(await screen.findByText(/Matched: basil \(your choice\)/i, undefined, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Allergens and diet unknown/)).not.toBeInTheDocument(), { timeout: 5_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Pesto Pasta' })).toBeInTheDocument();
    const saved = api.requests.find((request) => request.method === 'POST' && request.path === '/api/recipes')?.body as OwnRecipeInput;
    expect(saved.ingredients[2]).toMatchObject({
      text: '1 tbsp zorblax paste',
      matchedBy: 'cook',
      match: 'ingredient',
      ingredientId: 'basil',
    });
    expect(saved.source).toEqual({ url: PAGE, name: 'Pasta Daily', author: null });
    expect(toasts().getByText('Recipe saved')).toBeInTheDocument();
  });

  it('says what went wrong with an import in words a person understands', async () => {
    recipesServer([], {
      'POST /api/recipes/import': () =>
        json(
          { error: { type: 'validation', message: 'No recipe was found on that page. Check the link, or paste the page’s HTML.' } },
          400,
        ),
    });
    renderWithApp(app(), { path: '/recipes/new?import=1' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Recipe page link' }), 'https://www.example.com/about');
    await userEvent.click(screen.getByRole('button', { name: 'Import recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No recipe was found on that page. Check the link, or paste the page’s HTML.',
    );

    await userEvent.clear(screen.getByRole('textbox', { name: 'Recipe page link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipe page link' }), 'ftp://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Import recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a web address starting with http:// or https://');
  });

  it('will not save a recipe without a name, and says so by the field', async () => {
    const api = recipesServer([]);
    renderWithApp(app(), { path: '/recipes/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ingredient line 1' }), '2 eggs');
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give the recipe a name');
    expect(api.sent()).not.toContain('POST /api/recipes');
  });

  it('edits a saved recipe, keeping what was there', async () => {
    const recipe = ownRecipe(MYSTERY);
    const api = recipesServer([recipe]);
    renderWithApp(app(), { path: `/recipes/${recipe.id}/edit` });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Mystery Stew');
    await userEvent.clear(name);
    await userEvent.type(name, 'Family Stew');
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Stew' })).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT')?.body as OwnRecipeInput;
    expect(sent.ingredients.map((line) => line.text)).toEqual(['400g chicken thighs', '2 tbsp secret family sauce']);
    expect(sent.steps).toEqual([{ text: 'Stew it all.', section: null }]);
  });
});
