import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { RecipeFormState } from '../use-recipe-form';
import { PictureField } from './picture-field';
import { RecipeAllergens } from './recipe-allergens';
import { RecipeFacts } from './recipe-facts';

type Props = Pick<RecipeFormState, 'draft' | 'setDraft' | 'preview' | 'previewError' | 'unmatchedTexts' | 'saving'> & {
  onCancel: () => void;
};

/** Beside the form: the picture, what Larder worked out from the lines, and Save. */
export function RecipeFormAside({ draft, setDraft, preview, previewError, unmatchedTexts, saving, onCancel }: Props) {
  return (
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
  );
}
