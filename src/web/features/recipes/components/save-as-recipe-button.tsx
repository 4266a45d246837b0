import { useQueryClient } from '../../../lib/query';
import { BookmarkPlus, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router/router';
import { ownRecipeInputSchema, recipeFromMeal } from '../../../../domain/recipes';
import { Button } from '../../../components/ui/button';
import { showError, showSuccess } from '../../../lib/toasts';
import { RECIPES_QUERY_KEY, createRecipe } from '../api/recipes-api';

/** A favourite meal Larder suggested, kept as one of the cook's own recipes (to edit and plan with). */
export function SaveAsRecipeButton({ meal }: { meal: { name: string } & Record<string, unknown> }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (saved)
    return (
      <Button asChild size="sm" variant="ghost" className="self-start">
        <Link to={`/recipes/${saved}`}>
          <Check aria-hidden />
          In My Recipes
        </Link>
      </Button>
    );

  const save = async () => {
    const parsed = ownRecipeInputSchema.safeParse(recipeFromMeal(meal));
    if (!parsed.success) {
      showError('This meal could not be kept as a recipe', parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      const recipe = await createRecipe(parsed.data);
      await queryClient.invalidateQueries({ queryKey: RECIPES_QUERY_KEY });
      setSaved(recipe.id);
      showSuccess('Saved to My Recipes', `“${recipe.name}” is now yours to edit and plan with.`);
    } catch (error) {
      showError('This meal could not be kept as a recipe', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button size="sm" variant="outline" className="self-start" disabled={saving} onClick={() => void save()}>
      <BookmarkPlus aria-hidden />
      {saving ? 'Saving…' : 'Save as my recipe'}
    </Button>
  );
}
