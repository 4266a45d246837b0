import { ArrowLeft } from 'lucide-react';
import type { OwnRecipe } from '../../../domain/recipes';
import { PageFallback } from '../../components/ui/page-fallback';
import { useRecipe } from '../../features/recipes/api/recipes-api';
import { RecipeAllergens } from '../../features/recipes/components/recipe-allergens';
import { RecipeFacts } from '../../features/recipes/components/recipe-facts';
import { RecipesSignInPrompt } from '../../features/recipes/components/sign-in-prompt';
import { Link, useParams } from '../../lib/router/router';
import { useSession } from '../../lib/session';
import { DeleteRecipeDialog } from './delete-recipe-dialog';
import { RecipeHeader } from './recipe-header';
import { RecipeIngredients } from './recipe-ingredients';
import { RecipeLoadError } from './recipe-load-error';
import { RecipeMethod } from './recipe-method';
import { useRecipeView } from './use-recipe-view';

/** /recipes/:id: one of the cook's recipes with everything Larder worked out from it. */
export function RecipePage() {
  const { id } = useParams();
  const { user, isLoading } = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <Link to="/recipes" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        My Recipes
      </Link>
      <div className="mt-2">
        {isLoading ? <PageFallback /> : user && id ? <LoadedRecipe userId={user.id} id={id} /> : <RecipesSignInPrompt />}
      </div>
    </div>
  );
}

function LoadedRecipe({ userId, id }: { userId: string; id: string }) {
  const recipe = useRecipe(userId, id);
  if (recipe.isPending) return <PageFallback />;
  if (recipe.isError) return <RecipeLoadError error={recipe.error} onRetry={() => void recipe.refetch()} />;
  return <RecipeView recipe={recipe.data} />;
}

function RecipeView({ recipe }: { recipe: OwnRecipe }) {
  const { names, unmatchedTexts, confirming, setConfirming, remove } = useRecipeView(recipe);
  return (
    <article className="space-y-8">
      <RecipeHeader recipe={recipe} onDelete={() => setConfirming(true)} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <RecipeFacts facts={recipe.facts} servings={recipe.servings} />
          <section aria-labelledby="allergens-title" className="space-y-1">
            <h2 id="allergens-title" className="text-lg font-semibold">
              Allergens
            </h2>
            <RecipeAllergens name={recipe.name} facts={recipe.facts} unmatchedTexts={unmatchedTexts} className="text-sm" />
          </section>
          <RecipeIngredients recipe={recipe} names={names} />
        </div>
        <RecipeMethod steps={recipe.steps} notes={recipe.notes} />
      </div>
      <DeleteRecipeDialog name={recipe.name} open={confirming} onOpenChange={setConfirming} onDelete={remove} />
    </article>
  );
}
