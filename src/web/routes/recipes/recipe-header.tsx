import { Clock, Pencil, Trash2, Users } from 'lucide-react';
import type { OwnRecipe } from '../../../domain/recipes';
import { MealImage } from '../../components/meal/meal-image';
import { Button } from '../../components/ui/button';
import { minutesText, perServingText } from '../../features/recipes/components/recipe-facts';
import { Link } from '../../lib/router/router';
import { RecipeCredit } from './recipe-credit';

/** The recipe's picture, name, times, servings and credit, with Edit and Delete. */
export function RecipeHeader({ recipe, onDelete }: { recipe: OwnRecipe; onDelete: () => void }) {
  return (
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
        {recipe.source && <RecipeCredit source={recipe.source} />}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild size="sm">
            <Link to={`/recipes/${recipe.id}/edit`}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </header>
  );
}
