import { AlertCircle } from 'lucide-react';
import { MAX_RECIPE_NOTES_LENGTH, type OwnRecipe } from '../../../../domain/recipes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import type { RecipeDraft } from '../draft';
import { useRecipeForm } from '../use-recipe-form';
import { IngredientLinesEditor } from './ingredient-lines-editor';
import { RecipeAboutFields } from './recipe-about-fields';
import { Field, textArea } from './recipe-form-field';
import { RecipeFormAside } from './recipe-form-aside';
import { RecipeSourceFields } from './recipe-source-fields';
import { StepsEditor } from './steps-editor';

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
  const form = useRecipeForm({ initial, recipeId, onSaved });
  const { draft, errors, set } = form;

  return (
    <form
      noValidate
      className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
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
        <RecipeAboutFields {...form} />
        <IngredientLinesEditor
          lines={draft.lines}
          readings={form.readings}
          names={form.names}
          error={errors.ingredients}
          onChange={(lines) => set('lines', lines)}
        />
        <StepsEditor steps={draft.steps} onChange={(steps) => set('steps', steps)} />
        <Field
          id={form.field('notes').id}
          label="Notes"
          error={errors.notes}
          hint="Anything else: where it came from, what to serve it with, how it keeps."
        >
          <textarea
            id={form.field('notes').id}
            rows={3}
            className={textArea}
            value={draft.notes}
            maxLength={MAX_RECIPE_NOTES_LENGTH}
            onChange={(event) => set('notes', event.target.value)}
          />
        </Field>
        <RecipeSourceFields {...form} />
      </div>
      <RecipeFormAside {...form} onCancel={onCancel} />
    </form>
  );
}
