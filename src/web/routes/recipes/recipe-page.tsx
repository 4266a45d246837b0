import { useQueryClient } from '../../lib/query';
import { ArrowLeft, Clock, ExternalLink, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router/router';
import type { OwnRecipe } from '../../../domain/recipes';
import { MealImage } from '../../components/meal/meal-image';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { PageFallback } from '../../components/ui/page-fallback';
import { RECIPES_QUERY_KEY, deleteRecipe, useIngredientNames, useRecipe } from '../../features/recipes/api/recipes-api';
import { LineMatchText, parsedText } from '../../features/recipes/components/line-match';
import { RecipeAllergens } from '../../features/recipes/components/recipe-allergens';
import { RecipeFacts, minutesText, perServingText } from '../../features/recipes/components/recipe-facts';
import { RecipesSignInPrompt } from '../../features/recipes/components/sign-in-prompt';
import { useSession } from '../../lib/session';
import { showError, showSuccess } from '../../lib/toasts';
import { RecipeLoadError } from './recipe-load-error';

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

function Credit({ source }: { source: NonNullable<OwnRecipe['source']> }) {
  const site = source.name ?? (source.url ? new URL(source.url).hostname.replace(/^www\./, '') : null);
  return (
    <p className="text-sm text-muted-foreground">
      From{' '}
      {source.url ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-0.5 font-medium text-foreground underline underline-offset-2"
        >
          {site}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium text-foreground">{site}</span>
      )}
      {source.author ? ` by ${source.author}` : ''}
    </p>
  );
}

function RecipeView({ recipe }: { recipe: OwnRecipe }) {
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

  return (
    <article className="space-y-8">
      <header className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
        <MealImage src={recipe.imageUrl ?? undefined} alt={recipe.name} generating={false} className="aspect-[4/3] w-full rounded-xl" />
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">{recipe.name}</h1>
          {recipe.description && <p className="text-muted-foreground">{recipe.description}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4 text-muted-foreground" aria-hidden />
              {minutesText(recipe.facts.totalMinutes)}
              {recipe.prepMinutes !== null && recipe.cookMinutes !== null && (
                <span className="text-muted-foreground">
                  {' '}
                  ({recipe.prepMinutes} prep, {recipe.cookMinutes} cook)
                </span>
              )}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-muted-foreground" aria-hidden />
              Serves {recipe.servings}
            </span>
            <span>{perServingText(recipe.facts)}</span>
            {recipe.cuisine && <span>{recipe.cuisine}</span>}
          </p>
          {recipe.source && <Credit source={recipe.source} />}
          <div className="flex flex-wrap gap-2 pt-1">
            <Button asChild size="sm">
              <Link to={`/recipes/${recipe.id}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <RecipeFacts facts={recipe.facts} servings={recipe.servings} />
          <section aria-labelledby="allergens-title" className="space-y-1">
            <h2 id="allergens-title" className="text-lg font-semibold">
              Allergens
            </h2>
            <RecipeAllergens name={recipe.name} facts={recipe.facts} unmatchedTexts={unmatchedTexts} className="text-sm" />
          </section>
          <section aria-labelledby="ingredients-title" className="space-y-2">
            <h2 id="ingredients-title" className="text-lg font-semibold">
              Ingredients
            </h2>
            <ul className="divide-y rounded-xl border bg-card">
              {recipe.ingredients.map((line, index) => (
                <li
                  key={`${index}-${line.text}`}
                  className={`space-y-0.5 px-3 py-2 ${line.match === 'unmatched' ? 'bg-highlight/10' : ''}`}
                >
                  {line.group && (index === 0 || recipe.ingredients[index - 1]?.group !== line.group) && (
                    <p className="pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{line.group}</p>
                  )}
                  <p>{line.text}</p>
                  <p className="text-xs text-muted-foreground">{parsedText(line)}</p>
                  <p className="text-xs">
                    <LineMatchText line={line} names={names.data} />
                  </p>
                </li>
              ))}
            </ul>
            {recipe.facts.unmatchedLines.length > 0 && (
              <Button asChild size="sm" variant="outline">
                <Link to={`/recipes/${recipe.id}/edit`}>Match the remaining lines</Link>
              </Button>
            )}
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="method-title" className="space-y-2">
            <h2 id="method-title" className="text-lg font-semibold">
              Method
            </h2>
            {recipe.steps.length === 0 ? (
              <p className="text-sm text-muted-foreground">No steps written yet.</p>
            ) : (
              <ol className="space-y-3">
                {recipe.steps.map((step, index) => (
                  <li key={`${index}-${step.text.slice(0, 20)}`} className="flex gap-3">
                    <span
                      aria-hidden
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    >
                      {index + 1}
                    </span>
                    <div>
                      {step.section && (index === 0 || recipe.steps[index - 1]?.section !== step.section) && (
                        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{step.section}</p>
                      )}
                      <p className="leading-relaxed">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {recipe.notes && (
            <section aria-labelledby="notes-title" className="space-y-2">
              <h2 id="notes-title" className="text-lg font-semibold">
                Notes
              </h2>
              <p className="whitespace-pre-line text-sm leading-relaxed">{recipe.notes}</p>
            </section>
          )}
        </div>
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete “{recipe.name}”?</DialogTitle>
            <DialogDescription>
              The recipe and its picture are removed from your account. Meals already in a plan stay there.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => void remove()}>
              Delete recipe
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
