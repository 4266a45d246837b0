import { useState } from 'react';
import type { OwnRecipe } from '../../../domain/recipes';
import { RECIPES_QUERY_KEY, deleteRecipe, useIngredientNames } from '../../features/recipes/api/recipes-api';
import { useQueryClient } from '../../lib/query';
import { useNavigate } from '../../lib/router/router';
import { showError, showSuccess } from '../../lib/toasts';

/** One of the cook's recipes as /recipes/:id shows it: the ingredient names its lines matched, and its deletion. */
export function useRecipeView(recipe: OwnRecipe) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const names = useIngredientNames(recipe.ingredients.flatMap((line) => (line.ingredientId ? [line.ingredientId] : [])));
  const unmatchedTexts = recipe.facts.unmatchedLines.flatMap((index) => recipe.ingredients[index]?.text ?? []);

  const remove = async () => {
    try {
      await deleteRecipe(recipe.id);
      await queryClient.invalidateQueries({ queryKey: RECIPES_QUERY_KEY });
      showSuccess('Recipe deleted', `“${recipe.name}” is no longer in My Recipes.`);
      void navigate('/recipes');
    } catch (error) {
      showError('The recipe could not be deleted', error instanceof Error ? error.message : undefined);
    }
  };

  return { names: names.data, unmatchedTexts, confirming, setConfirming, remove: () => void remove() };
}
