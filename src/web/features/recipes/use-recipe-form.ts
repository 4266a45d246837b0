import { useId, useState } from 'react';
import { useQueryClient } from '../../lib/query';
import { ownRecipeInputSchema, type OwnRecipe } from '../../../domain/recipes';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/toasts';
import { RECIPES_QUERY_KEY, createRecipe, updateRecipe, useIngredientNames } from './api/recipes-api';
import { draftToInput, type RecipeDraft } from './draft';
import { useRecipePreview } from './use-recipe-preview';

export type RecipeErrors = Record<string, string>;

/** Where a field's error goes: the schema's path, with every line's errors on the lines. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RecipeErrors {
  const errors: RecipeErrors = {};
  for (const issue of issues) {
    const [first] = issue.path;
    const key = first === 'ingredients' ? 'ingredients' : first === 'source' ? 'source' : String(first ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The recipe form's state: the draft, its errors, the live preview of its lines, and Save. */
export function useRecipeForm({
  initial,
  recipeId,
  onSaved,
}: {
  initial: RecipeDraft;
  recipeId?: string | undefined;
  onSaved: (recipe: OwnRecipe) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<RecipeErrors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const { preview, readings, error: previewError } = useRecipePreview(draft);
  const names = useIngredientNames(
    (preview?.ingredients ?? [])
      .flatMap((line) => (line.ingredientId ? [line.ingredientId] : []))
      .concat(draft.lines.flatMap((line) => (line.matchedBy === 'cook' && line.ingredientId ? [line.ingredientId] : []))),
  );
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  /** The id of a field and its error, with the attributes that tie them together. */
  const field = (key: string) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  const save = async () => {
    const parsed = ownRecipeInputSchema.safeParse(draftToInput(draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      showError('Please check the recipe', parsed.error.issues[0]?.message);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = recipeId ? await updateRecipe(recipeId, parsed.data) : await createRecipe(parsed.data);
      await queryClient.invalidateQueries({ queryKey: RECIPES_QUERY_KEY });
      showSuccess(
        'Recipe saved',
        saved.facts.unmatchedLines.length > 0 ? 'Some lines are not matched yet: its allergens stay unknown until they are.' : undefined,
      );
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setErrors(errorsOf(Object.entries(error.fields).map(([path, message]) => ({ path: path.split('.'), message }))));
      showError('The recipe could not be saved', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  const unmatchedTexts = (preview?.facts.unmatchedLines ?? []).flatMap((index) => preview?.ingredients[index]?.text ?? []);

  return { id, draft, setDraft, set, errors, field, saving, save, preview, readings, previewError, names: names.data, unmatchedTexts };
}

export type RecipeFormState = ReturnType<typeof useRecipeForm>;
