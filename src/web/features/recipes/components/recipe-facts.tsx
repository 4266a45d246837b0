import { formatPence, poundsToPence } from '../../../../domain/meal';
import type { OwnRecipeFacts } from '../../../../domain/recipes';
import { Badge } from '../../../components/ui/badge';

export const minutesText = (minutes: number | null) => (minutes === null ? 'Time not given' : `${minutes} minutes`);
export const perServingText = (facts: OwnRecipeFacts) => `${formatPence(poundsToPence(facts.price))} a serving`;

/** Nutrition and price per serving, and the diets the recipe suits, as Larder worked them out. */
export function RecipeFacts({ facts, servings }: { facts: OwnRecipeFacts; servings: number }) {
  const { nutrition } = facts;
  const figures = [
    { label: 'Calories', value: `${Math.round(nutrition.calories)} kcal` },
    { label: 'Protein', value: `${Math.round(nutrition.protein)} g` },
    { label: 'Carbs', value: `${Math.round(nutrition.carbs)} g` },
    { label: 'Fat', value: `${Math.round(nutrition.fat)} g` },
    { label: 'Price', value: formatPence(poundsToPence(facts.price)) },
  ];
  const diets = facts.diet.dietaryOptions.filter((option) => option !== 'None');
  const uncounted = facts.foodLines - facts.countedLines;
  return (
    <section aria-labelledby="recipe-facts-title" className="space-y-3">
      <h2 id="recipe-facts-title" className="text-lg font-semibold">
        Per serving <span className="text-sm font-normal text-muted-foreground">(serves {servings})</span>
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border bg-card p-2 text-center">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="whitespace-nowrap font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {uncounted > 0 && (
        <p className="text-xs text-muted-foreground">
          Nutrition and price count {facts.countedLines} of {facts.foodLines} ingredients: the others have no amount Larder can weigh, or
          are not matched.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-1.5" aria-label="Diets">
        {facts.diet.state === 'unknown' ? (
          <span className="text-xs text-warning">Diet unknown until every line is matched.</span>
        ) : diets.length === 0 ? (
          <span className="text-xs text-muted-foreground">No special diet.</span>
        ) : (
          diets.map((diet) => (
            <Badge key={diet} variant="success">
              {diet}
            </Badge>
          ))
        )}
      </div>
    </section>
  );
}
