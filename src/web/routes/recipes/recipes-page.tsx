import { AlertCircle, BookOpen, Link2, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from '../../lib/router/router';
import { CUISINES, DIETARY_OPTIONS, type Cuisine, type DietaryOption } from '../../../domain/preferences';
import { MealCardSkeletons } from '../../components/meal/meal-card-skeletons';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { PageFallback } from '../../components/ui/page-fallback';
import { useRecipes } from '../../features/recipes/api/recipes-api';
import { RecipeCard } from '../../features/recipes/components/recipe-card';
import { RecipeFileButtons } from '../../features/recipes/components/recipe-file-buttons';
import { RecipesSignInPrompt } from '../../features/recipes/components/sign-in-prompt';
import { useSession } from '../../lib/session';

/** My Recipes: the cook's own recipes, searched and filtered, with ways to add more. */
export function RecipesPage() {
  const { user, isLoading } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">My Recipes</h1>
      <p className="mt-1 text-muted-foreground">Your own dishes, written here or imported from any recipe page, planned beside Larder’s.</p>
      <div className="mt-6">{isLoading ? <PageFallback /> : user ? <RecipeList userId={user.id} /> : <RecipesSignInPrompt />}</div>
    </div>
  );
}

function RecipeList({ userId }: { userId: string }) {
  const [q, setQ] = useState('');
  const [cuisine, setCuisine] = useState<Cuisine | ''>('');
  const [diet, setDiet] = useState<DietaryOption | ''>('');
  const [needsAttention, setNeedsAttention] = useState(false);
  const words = useDeferredValue(q);
  const recipes = useRecipes(userId, { q: words, cuisine, diet });
  const filtering = Boolean(words.trim() || cuisine || diet || needsAttention);
  const shown = (recipes.data ?? []).filter((recipe) => !needsAttention || recipe.facts.unmatchedLines.length > 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/recipes/new">
            <Plus aria-hidden />
            New recipe
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/recipes/new?import=1">
            <Link2 aria-hidden />
            Import from a page
          </Link>
        </Button>
        <RecipeFileButtons />
      </div>

      <div
        role="search"
        aria-label="Search and filter my recipes"
        className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="col-span-2 space-y-1.5 lg:col-span-1">
          <Label htmlFor="recipe-search">Search my recipes</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="recipe-search"
              type="search"
              className="pl-9"
              placeholder="Name or ingredient"
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="recipe-cuisine">Cuisine</Label>
          <NativeSelect id="recipe-cuisine" value={cuisine} onChange={(event) => setCuisine(event.target.value as Cuisine | '')}>
            <option value="">Any cuisine</option>
            {CUISINES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="recipe-diet">Diet</Label>
          <NativeSelect id="recipe-diet" value={diet} onChange={(event) => setDiet(event.target.value as DietaryOption | '')}>
            <option value="">Any diet</option>
            {DIETARY_OPTIONS.filter((option) => option !== 'None').map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex h-10 items-center gap-2 lg:col-span-1">
          <Checkbox id="recipe-attention" checked={needsAttention} onCheckedChange={setNeedsAttention} />
          <Label htmlFor="recipe-attention">Needs attention</Label>
        </div>
      </div>

      {recipes.isPending ? (
        <MealCardSkeletons count={3} label="Loading your recipes" />
      ) : recipes.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>Your recipes could not be loaded</AlertTitle>
          <AlertDescription className="space-y-3">
            <p>{recipes.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void recipes.refetch()}>
              Try Again
            </Button>
          </AlertDescription>
        </Alert>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
          <BookOpen className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{filtering ? 'No recipes match' : 'No recipes yet'}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            {filtering
              ? 'Try other words or clear a filter.'
              : 'Write down a family favourite, or paste the link of a recipe page and Larder will read it for you.'}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length} recipe{shown.length === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((recipe) => (
              <li key={recipe.id} className="flex">
                <div className="w-full">
                  <RecipeCard recipe={recipe} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
