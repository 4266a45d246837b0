import { Clock, TriangleAlert } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import type { OwnRecipeSummary } from '../../../../domain/recipes';
import { MealImage } from '../../../components/meal/meal-image';
import { Badge } from '../../../components/ui/badge';
import { RecipeAllergens } from './recipe-allergens';
import { minutesText, perServingText } from './recipe-facts';

/** One of the cook's recipes in the list: picture, name, time, price a serving and allergens. */
export function RecipeCard({ recipe }: { recipe: OwnRecipeSummary }) {
  const unmatched = recipe.facts.unmatchedLines.length;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <MealImage src={recipe.imageUrl ?? undefined} alt={recipe.name} generating={false} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold leading-snug">
          {/* The whole card opens the recipe; the link's name is the recipe's. */}
          <Link to={`/recipes/${recipe.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {recipe.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {minutesText(recipe.facts.totalMinutes)}
          </span>
          <span>{perServingText(recipe.facts)}</span>
          {recipe.cuisine && <span>{recipe.cuisine}</span>}
        </p>
        {unmatched > 0 && (
          <Badge variant="warning" className="self-start">
            <TriangleAlert className="size-3" aria-hidden />
            Needs attention
          </Badge>
        )}
        <RecipeAllergens name={recipe.name} facts={recipe.facts} brief className="mt-auto" />
      </div>
    </article>
  );
}
