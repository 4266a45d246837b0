import { useQueryClient } from '../../../lib/query';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { MEAL_TYPES } from '../../../../domain/meal';
import { CUISINES, type Cuisine } from '../../../../domain/preferences';
import {
  MAX_RECIPE_DESCRIPTION_LENGTH,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_NOTES_LENGTH,
  ownRecipeInputSchema,
  type OwnRecipe,
} from '../../../../domain/recipes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { RECIPES_QUERY_KEY, createRecipe, updateRecipe, useIngredientNames } from '../api/recipes-api';
import { draftToInput, type RecipeDraft } from '../draft';
import { useRecipePreview } from '../use-recipe-preview';
import { IngredientLinesEditor } from './ingredient-lines-editor';
import { PictureField } from './picture-field';
import { RecipeAllergens } from './recipe-allergens';
import { RecipeFacts } from './recipe-facts';
import { StepsEditor } from './steps-editor';

type Errors = Record<string, string>;

const textArea =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Where a field's error goes: the schema's path, with every line's errors on the lines. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const [first] = issue.path;
    const key = first === 'ingredients' ? 'ingredients' : first === 'source' ? 'source' : String(first ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The form to write, edit or confirm an imported recipe. Lines are read and matched as the cook
 * types, with the nutrition, price, diets and allergens they give; unmatched lines are marked and
 * keep allergens and diets unknown until the cook chooses what they are.
 */
export function RecipeForm({
  initial,
  recipeId,
  onSaved,
  onCancel,
}: {
  initial: RecipeDraft;
  recipeId?: string;
  onSaved: (recipe: OwnRecipe) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const { preview, readings, error: previewError } = useRecipePreview(draft);
  const names = useIngredientNames(
    (preview?.ingredients ?? [])
      .flatMap((line) => (line.ingredientId ? [line.ingredientId] : []))
      .concat(draft.lines.flatMap((line) => (line.matchedBy === 'cook' && line.ingredientId ? [line.ingredientId] : []))),
  );
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const field = (key: string) => ({
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

  return (
    <form
      noValidate
      className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="min-w-0 space-y-8">
        {draft.warnings.length > 0 && (
          <Alert>
            <AlertCircle aria-hidden />
            <AlertTitle>Please check what was imported</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {draft.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">About the recipe</legend>
          <div className="sm:col-span-2">
            <Field id={`${id}-name`} label="Name" error={errors.name}>
              <Input
                id={`${id}-name`}
                value={draft.name}
                maxLength={MAX_RECIPE_NAME_LENGTH}
                required
                {...field('name')}
                onChange={(event) => set('name', event.target.value)}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={`${id}-description`} label="Description" error={errors.description}>
              <textarea
                id={`${id}-description`}
                rows={2}
                className={textArea}
                value={draft.description}
                maxLength={MAX_RECIPE_DESCRIPTION_LENGTH}
                onChange={(event) => set('description', event.target.value)}
              />
            </Field>
          </div>
          <Field id={`${id}-cuisine`} label="Cuisine" error={errors.cuisine}>
            <NativeSelect
              id={`${id}-cuisine`}
              value={draft.cuisine}
              onChange={(event) => set('cuisine', event.target.value as Cuisine | '')}
            >
              <option value="">No particular cuisine</option>
              {CUISINES.map((cuisine) => (
                <option key={cuisine} value={cuisine}>
                  {cuisine}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-type`} label="Meal">
            <NativeSelect
              id={`${id}-type`}
              value={draft.mealType}
              onChange={(event) => set('mealType', event.target.value as RecipeDraft['mealType'])}
            >
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type === 'main' ? 'Main meal' : 'Breakfast'}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-servings`} label="Servings" error={errors.servings}>
            <Input
              id={`${id}-servings`}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={draft.servings}
              {...field('servings')}
              onChange={(event) => set('servings', event.target.value)}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-prepMinutes`} label="Prep minutes" error={errors.prepMinutes}>
              <Input
                id={`${id}-prepMinutes`}
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.prepMinutes}
                {...field('prepMinutes')}
                onChange={(event) => set('prepMinutes', event.target.value)}
              />
            </Field>
            <Field id={`${id}-cookMinutes`} label="Cook minutes" error={errors.cookMinutes}>
              <Input
                id={`${id}-cookMinutes`}
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.cookMinutes}
                {...field('cookMinutes')}
                onChange={(event) => set('cookMinutes', event.target.value)}
              />
            </Field>
          </div>
        </fieldset>

        <IngredientLinesEditor
          lines={draft.lines}
          readings={readings}
          names={names.data}
          error={errors.ingredients}
          onChange={(lines) => set('lines', lines)}
        />
        <StepsEditor steps={draft.steps} onChange={(steps) => set('steps', steps)} />

        <Field
          id={`${id}-notes`}
          label="Notes"
          error={errors.notes}
          hint="Anything else: where it came from, what to serve it with, how it keeps."
        >
          <textarea
            id={`${id}-notes`}
            rows={3}
            className={textArea}
            value={draft.notes}
            maxLength={MAX_RECIPE_NOTES_LENGTH}
            onChange={(event) => set('notes', event.target.value)}
          />
        </Field>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-semibold">Source</legend>
          <div className="sm:col-span-2">
            <Field id={`${id}-source-url`} label="Link to the original" error={errors.source}>
              <Input
                id={`${id}-source-url`}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.source.url}
                onChange={(event) => set('source', { ...draft.source, url: event.target.value })}
              />
            </Field>
          </div>
          <Field id={`${id}-source-name`} label="Site or book">
            <Input
              id={`${id}-source-name`}
              value={draft.source.name}
              maxLength={120}
              onChange={(event) => set('source', { ...draft.source, name: event.target.value })}
            />
          </Field>
          <Field id={`${id}-source-author`} label="Author">
            <Input
              id={`${id}-source-author`}
              value={draft.source.author}
              maxLength={120}
              onChange={(event) => set('source', { ...draft.source, author: event.target.value })}
            />
          </Field>
        </fieldset>
      </div>

      <aside aria-label="What Larder worked out" className="min-w-0 space-y-6 lg:sticky lg:top-4 lg:self-start">
        <PictureField
          name={draft.name}
          imageUrl={draft.imageUrl}
          onChange={(image) => setDraft((current) => ({ ...current, imageId: image?.id ?? null, imageUrl: image?.url ?? null }))}
        />
        <div className="space-y-4 rounded-xl border bg-card p-4">
          {preview ? (
            <>
              <RecipeFacts facts={preview.facts} servings={Math.max(1, Number(draft.servings) || 1)} />
              <div>
                <h2 className="mb-1 text-sm font-semibold">Allergens</h2>
                <RecipeAllergens name={draft.name || 'This recipe'} facts={preview.facts} unmatchedTexts={unmatchedTexts} />
              </div>
            </>
          ) : previewError ? (
            <p className="text-sm text-destructive">{previewError.message}</p>
          ) : (
            <p className="text-sm text-muted-foreground">Add ingredients to see nutrition, price and allergens.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {saving ? 'Saving…' : 'Save recipe'}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </aside>
    </form>
  );
}
