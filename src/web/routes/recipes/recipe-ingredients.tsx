import type { IngredientOption, OwnRecipe } from '../../../domain/recipes';
import { opensGroup } from '../../../domain/recipes/recipe-display';
import { Button } from '../../components/ui/button';
import { LineMatchText, parsedText } from '../../features/recipes/components/line-match';
import { Link } from '../../lib/router/router';

/** The recipe's lines as written, each with what Larder read from it and the ingredient it matched. */
export function RecipeIngredients({ recipe, names }: { recipe: OwnRecipe; names: ReadonlyMap<string, IngredientOption> | undefined }) {
  return (
    <section aria-labelledby="ingredients-title" className="space-y-2">
      <h2 id="ingredients-title" className="text-lg font-semibold">
        Ingredients
      </h2>
      <ul className="divide-y rounded-xl border bg-card">
        {recipe.ingredients.map((line, index) => (
          <li key={`${index}-${line.text}`} className={`space-y-0.5 px-3 py-2 ${line.match === 'unmatched' ? 'bg-highlight/10' : ''}`}>
            {opensGroup(recipe.ingredients, index, (item) => item.group) && (
              <p className="pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{line.group}</p>
            )}
            <p>{line.text}</p>
            <p className="text-xs text-muted-foreground">{parsedText(line)}</p>
            <p className="text-xs">
              <LineMatchText line={line} names={names} />
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
  );
}
