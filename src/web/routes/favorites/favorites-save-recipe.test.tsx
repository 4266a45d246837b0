import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownRecipe } from '../../../../tests/support/web/fake-recipes-server';
import { COOK, json, renderWithApp, sessionOf, stubServer, toasts } from '../../../../tests/support/web/web-harness';
import type { OwnRecipeInput } from '../../../domain/recipes';
import { FavoritesPage } from './favorites-page';

const CHILLI = {
  id: 'gen-chilli',
  name: 'Smoky Bean Chilli',
  description: 'A warming pot.',
  servings: 2,
  cookingTime: '40 minutes',
  prepTime: '10 minutes',
  ingredients: [
    { name: 'kidney beans', quantity: '1 x 400 g tin, drained' },
    { name: 'onion', quantity: '1' },
  ],
  instructions: ['Fry the onion.', 'Add the beans and simmer.'],
};
const OWN = { id: 'own-00000000-0000-4000-8000-000000000999', name: 'Nan’s Soup', description: '' };
const row = (meal: { id: string }) => ({ id: `fav-${meal.id}`, mealId: meal.id, meal, createdAt: '2025-01-01T00:00:00.000Z' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Favorites: save as my recipe', () => {
  it('keeps a suggested favourite as one of the cook’s recipes, written out line by line', async () => {
    const api = stubServer({
      'GET /api/auth/get-session': () => json(sessionOf(COOK)),
      'GET /api/favorites': () => json({ favorites: [row(CHILLI), row(OWN)] }),
      'POST /api/recipes': (request) => json({ recipe: ownRecipe(request.body as OwnRecipeInput) }, 201),
    });
    renderWithApp(<FavoritesPage />, { path: '/favorites' });

    await screen.findByRole('heading', { name: 'Smoky Bean Chilli' });
    // A planned own recipe is one already: only the chilli offers it.
    expect(screen.getAllByRole('button', { name: 'Save as my recipe' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save as my recipe' }));

    expect(await toasts().findByText('Saved to My Recipes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In My Recipes' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recipes\/[0-9a-f-]{36}$/),
    );
    const sent = api.requests.find((request) => request.method === 'POST' && request.path === '/api/recipes')?.body as OwnRecipeInput;
    expect(sent).toMatchObject({
      name: 'Smoky Bean Chilli',
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 30,
      ingredients: [{ text: '1 x 400 g tin kidney beans, drained' }, { text: '1 onion' }],
      steps: [{ text: 'Fry the onion.' }, { text: 'Add the beans and simmer.' }],
    });
  });
});
