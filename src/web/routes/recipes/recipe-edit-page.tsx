import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router/router';
import { PageFallback } from '../../components/ui/page-fallback';
import { useRecipe } from '../../features/recipes/api/recipes-api';
import { ImportPanel } from '../../features/recipes/components/import-panel';
import { RecipeForm } from '../../features/recipes/components/recipe-form';
import { RecipesSignInPrompt } from '../../features/recipes/components/sign-in-prompt';
import { draftFromImport, draftFromRecipe, emptyDraft, type RecipeDraft } from '../../features/recipes/draft';
import { useSession } from '../../lib/session';
import { RecipeLoadError } from './recipe-load-error';

/** /recipes/new (write one, or import one first with ?import=1) and /recipes/:id/edit. */
export function RecipeEditPage() {
  const { id } = useParams();
  const { user, isLoading } = useSession();
  const [search] = useSearchParams();
  const title = id ? 'Edit recipe' : search.get('import') ? 'Import a recipe' : 'New recipe';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <Link
        to={id ? `/recipes/${id}` : '/recipes'}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {id ? 'Back to the recipe' : 'My Recipes'}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">
        {isLoading ? (
          <PageFallback />
        ) : !user ? (
          <RecipesSignInPrompt />
        ) : id ? (
          <EditExisting userId={user.id} id={id} />
        ) : (
          <CreateNew importFirst={Boolean(search.get('import'))} />
        )}
      </div>
    </div>
  );
}

function EditExisting({ userId, id }: { userId: string; id: string }) {
  const navigate = useNavigate();
  const recipe = useRecipe(userId, id);
  if (recipe.isPending) return <PageFallback />;
  if (recipe.isError) return <RecipeLoadError error={recipe.error} onRetry={() => void recipe.refetch()} />;
  return (
    <RecipeForm
      key={recipe.data.updatedAt}
      initial={draftFromRecipe(recipe.data)}
      recipeId={id}
      onSaved={(saved) => void navigate(`/recipes/${saved.id}`)}
      onCancel={() => void navigate(`/recipes/${id}`)}
    />
  );
}

function CreateNew({ importFirst }: { importFirst: boolean }) {
  const navigate = useNavigate();
  // Each import opens a fresh form; writing by hand starts from an empty one.
  const [draft, setDraft] = useState<{ draft: RecipeDraft; n: number } | null>(importFirst ? null : { draft: emptyDraft(), n: 0 });
  return (
    <div className="space-y-8">
      <ImportPanel onImported={(recipe) => setDraft((current) => ({ draft: draftFromImport(recipe), n: (current?.n ?? 0) + 1 }))} />
      {draft && (
        <RecipeForm
          key={draft.n}
          initial={draft.draft}
          onSaved={(saved) => void navigate(`/recipes/${saved.id}`)}
          onCancel={() => void navigate('/recipes')}
        />
      )}
    </div>
  );
}
