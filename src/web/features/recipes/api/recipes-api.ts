import { keepPreviousData, useQuery } from '../../../lib/query';
import type { Cuisine } from '../../../../domain/preferences';
import type { ImportRecipeRequest, IngredientOption, OwnRecipeData, RecipeFileImport } from '../../../../domain/recipes';
import type { recipePreviewSchema } from '../../../../domain/recipes';
import type * as z from 'zod/mini';
import type { DietaryOption } from '../../../../domain/preferences';
import { api, apiFetch, unwrap } from '../../../lib/api-client';
import { postJsonFile, saveAsDownload } from '../../../lib/file-transfer';

export const RECIPES_QUERY_KEY = ['recipes'] as const;

export type RecipeFilters = { q: string; cuisine: Cuisine | ''; diet: DietaryOption | '' };

/** The cook's recipes that pass the search and the server-side filters. */
export function useRecipes(userId: string | undefined, filters: RecipeFilters) {
  return useQuery({
    queryKey: [...RECIPES_QUERY_KEY, 'list', userId, filters],
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      // 'free' (allergens to be free of) is not a filter of this screen.
      const query = {
        free: '',
        ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
        ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
        ...(filters.diet ? { diet: filters.diet } : {}),
      };
      return (await unwrap(api.recipes.$get({ query }))).recipes;
    },
  });
}

export function useRecipe(userId: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: [...RECIPES_QUERY_KEY, 'one', userId, id],
    enabled: Boolean(userId && id),
    queryFn: async () => (await unwrap(api.recipes[':id'].$get({ param: { id: id ?? '' } }))).recipe,
  });
}

export async function createRecipe(input: OwnRecipeData) {
  return (await unwrap(api.recipes.$post({ json: input }))).recipe;
}

export async function updateRecipe(id: string, input: OwnRecipeData) {
  return (await unwrap(api.recipes[':id'].$put({ param: { id }, json: input }))).recipe;
}

export async function deleteRecipe(id: string) {
  await unwrap(api.recipes[':id'].$delete({ param: { id } }));
}

/** The form's lines read, matched and summed, not saved. */
export async function previewRecipe(input: z.output<typeof recipePreviewSchema>, signal?: AbortSignal) {
  return unwrap(api.recipes.preview.$post({ json: input }, { init: { signal } }));
}

/** A page's recipe read by the server from a link or pasted HTML, not saved. */
export async function importRecipePage(request: ImportRecipeRequest) {
  return (await unwrap(api.recipes.import.$post({ json: request }))).recipe;
}

/** Sends a picture's bytes; answers its id and Larder's address for it. */
export async function uploadRecipeImage(file: Blob): Promise<{ id: string; url: string }> {
  const answer = await unwrap(
    apiFetch('/api/recipes/images', {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
      timeout: 'extended',
    }),
  );
  return (answer as { image: { id: string; url: string } }).image;
}

/** Saves "Export my recipes" as a file, with the name the server gave it. */
export function downloadRecipes(): Promise<void> {
  return saveAsDownload(api.recipes.export.$get(), 'larder-recipes.json');
}

/** Reads an exported file back into the account: its own bytes, checked whole by the server. */
export async function importRecipeFile(file: File): Promise<RecipeFileImport> {
  return (await postJsonFile('/api/recipes/import-file', file)) as RecipeFileImport;
}

/** The picker's options for the words typed. */
export function useIngredientSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: ['ingredients', 'search', q],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }): Promise<IngredientOption[]> =>
      (await unwrap(api.ingredients.$get({ query: { q, limit: '12' } }, { init: { signal } }))).ingredients,
  });
}

/** The names of the ingredients a recipe's lines match, by id. */
export function useIngredientNames(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['ingredients', 'ids', sorted],
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
    queryFn: async (): Promise<Map<string, IngredientOption>> => {
      const { ingredients } = await unwrap(api.ingredients.$get({ query: { ids: [sorted.join(',')], limit: '20' } }));
      return new Map(ingredients.map((option) => [option.id, option]));
    },
  });
}
