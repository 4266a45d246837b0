import { Clock, Flame } from 'lucide-react';
import { displayDescription, displayPrice, splitRecipeSteps, type Meal } from '../../../domain/meal';
import { Badge } from '../ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { MealAllergens } from './meal-allergens';
import { MealImage } from './meal-image';

/** Spec §2 'Meal card' details: image, time, price, calories, description, ingredients, steps, nutrition, tags. */
export function MealDetailsDialog({ meal, onOpenChange }: { meal: Meal | undefined; onOpenChange: (open: boolean) => void }) {
  const steps = meal ? (meal.instructions.length > 0 ? meal.instructions : splitRecipeSteps(meal.recipe)) : [];
  const nutrition = meal?.nutritionalInformation;
  return (
    <Dialog open={meal !== undefined} onOpenChange={onOpenChange}>
      {meal && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{meal.name}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {meal.cookingTime}
              </span>
              <span className="font-medium text-foreground">{displayPrice(meal.maxPricePerMeal)}</span>
              <span className="inline-flex items-center gap-1">
                <Flame className="size-3.5" aria-hidden />
                {Math.round(nutrition?.calories ?? 0)} kcal
              </span>
            </DialogDescription>
          </DialogHeader>
          <MealImage src={meal.imageUrl} alt={meal.name} generating={meal.imageLoading} className="aspect-[16/9] rounded-lg" />
          <section>
            <h3 className="mb-1 font-semibold">Description</h3>
            <p className="text-sm text-muted-foreground">{displayDescription(meal.description, meal.name)}</p>
          </section>
          <section>
            <h3 className="mb-2 font-semibold">Ingredients</h3>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {meal.ingredients.map((ingredient, index) => (
                <li key={`${ingredient.name}-${index}`} className="flex gap-2">
                  <span aria-hidden className="text-primary">
                    •
                  </span>
                  <span>
                    {ingredient.name}
                    {ingredient.quantity && <span className="text-muted-foreground"> · {ingredient.quantity}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {steps.length > 0 && (
            <section>
              <h3 className="mb-2 font-semibold">Instructions</h3>
              <ol className="list-decimal space-y-1.5 pl-5 text-sm">
                {steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          )}
          <section>
            <h3 className="mb-2 font-semibold">Nutritional Information</h3>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {[
                ['Calories', `${Math.round(nutrition?.calories ?? 0)} kcal`],
                ['Protein', `${nutrition?.protein ?? 0} g`],
                ...(nutrition?.carbs ? [['Carbs', `${nutrition.carbs} g`]] : []),
                ...(nutrition?.fat ? [['Fat', `${nutrition.fat} g`]] : []),
              ].map(([label, value]) => (
                <div key={label} className="rounded-md bg-muted p-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-1 text-xs text-muted-foreground">Per serving.</p>
          </section>
          <section>
            <h3 className="mb-2 font-semibold">Dietary Information</h3>
            {meal.tags.length > 0 && (
              <div className="mb-2 flex flex-wrap gap-1.5">
                {meal.tags.map((tag) => (
                  <Badge key={tag} variant="success">
                    {tag}
                  </Badge>
                ))}
              </div>
            )}
            <MealAllergens meal={meal} className="text-sm" />
            <p className="mt-1 text-xs text-muted-foreground">Brands differ: always check the labels.</p>
          </section>
        </DialogContent>
      )}
    </Dialog>
  );
}
