import { keepPreviousData, useQuery } from '../../lib/query';
import { useEffect, useState } from 'react';
import { MAX_RECIPE_SERVINGS, type RecipeLine, type RecipePreview } from '../../../domain/recipes';
import { previewRecipe } from './api/recipes-api';
import type { DraftLine, RecipeDraft } from './draft';

/** A value that settles: changes reach it once typing has paused for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const minutes = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isInteger(value) || value < 0 ? null : Math.min(value, 2880);
};

/**
 * The form's lines read and matched by the server, with the recipe's facts, as the cook types
 * (after a pause). Each form line gets its reading back by its text: a heading line ('For the
 * sauce:') has none, as it is not an ingredient.
 */
export function useRecipePreview(draft: RecipeDraft) {
  const lines = draft.lines.filter((line) => line.text.trim() !== '');
  const servings = Math.min(MAX_RECIPE_SERVINGS, Math.max(1, Math.round(Number(draft.servings)) || 1));
  const body = useSettled(
    JSON.stringify({
      servings,
      cuisine: draft.cuisine || null,
      mealType: draft.mealType,
      prepMinutes: minutes(draft.prepMinutes),
      cookMinutes: minutes(draft.cookMinutes),
      ingredients: lines.map((line) => ({
        text: line.text.slice(0, 300),
        group: line.group,
        matchedBy: line.matchedBy,
        ...(line.matchedBy === 'cook' ? { match: line.match, ingredientId: line.ingredientId ?? null } : {}),
      })),
    }),
    400,
  );
  const query = useQuery({
    queryKey: ['recipes', 'preview', body],
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    queryFn: ({ signal }): Promise<RecipePreview> => previewRecipe(JSON.parse(body) as Parameters<typeof previewRecipe>[0], signal),
  });

  const readings = new Map<string, RecipeLine>();
  const answered = query.data?.ingredients ?? [];
  let next = 0;
  for (const line of lines) {
    const reading = answered[next];
    if (reading && reading.text === line.text.trim()) {
      readings.set(line.key, reading);
      next += 1;
    }
  }
  return { preview: query.data, readings, pending: query.isFetching, error: query.error };
}

export type LineReadings = ReadonlyMap<DraftLine['key'], RecipeLine>;
