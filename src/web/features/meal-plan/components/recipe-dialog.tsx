import { FileDown, Printer } from 'lucide-react';
import { displayDescription, formatMinutes, formatPence, lineAmountText, type Meal } from '../../../../domain/meal';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { MealAllergens } from '../../../components/meal/meal-allergens';
import { MealImage } from '../../../components/meal/meal-image';
import { printRecipe, recipeSteps } from '../print-recipe';
import { downloadPdfWithToasts } from '../download-pdf';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import { CookButton } from './cook-button';

/** Spec §2 'Recipe dialog and print'. A meal without a usable recipe shows 'Error Loading Recipe'. */
export function RecipeDialog({
  meal,
  entry,
  onOpenChange,
}: {
  meal: Meal | undefined;
  /** The plan entry the recipe was opened from: the dialog offers "Cooked" for it. */
  entry?: PlanEntry | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const steps = meal ? recipeSteps(meal) : [];
  const broken = meal !== undefined && meal.ingredients.length === 0 && steps.length === 0;
  return (
    <Dialog open={meal !== undefined} onOpenChange={onOpenChange}>
      {meal && broken && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Error Loading Recipe</DialogTitle>
            <DialogDescription>This meal has no recipe to show. Try generating new options.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      )}
      {meal && !broken && (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle className="text-2xl">{meal.name}</DialogTitle>
            <DialogDescription>
              {formatMinutes(meal.totalMinutes)} · {formatPence(meal.pricePence)}
              {meal.servings ? ` · ${meal.servings} ${meal.servings === 1 ? 'serving' : 'servings'}` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
            <div className="space-y-4">
              <MealImage src={meal.imageUrl} alt={meal.name} generating={meal.imageLoading} className="aspect-[4/3] rounded-lg" />
              <section>
                <h3 className="mb-2 font-semibold">Ingredients</h3>
                <ul className="space-y-1 text-sm">
                  {meal.ingredients.map((ingredient, index) => (
                    <li key={`${ingredient.name}-${index}`} className="flex justify-between gap-3 border-b border-dashed pb-1">
                      <span>{ingredient.name}</span>
                      <span className="text-right text-muted-foreground">{lineAmountText(ingredient)}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">Allergens</h3>
                <MealAllergens meal={meal} className="text-sm" />
                <p className="mt-1 text-xs text-muted-foreground">Brands differ: always check the labels.</p>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">Nutrition per serving</h3>
                <dl className="grid grid-cols-4 gap-2 text-center text-xs">
                  {[
                    ['kcal', meal.nutritionalInformation.calories],
                    ['protein', `${meal.nutritionalInformation.protein} g`],
                    ['carbs', `${meal.nutritionalInformation.carbs} g`],
                    ['fat', `${meal.nutritionalInformation.fat} g`],
                  ].map(([label, value]) => (
                    <div key={String(label)} className="rounded-md bg-muted p-2">
                      <dd className="text-sm font-semibold">{value}</dd>
                      <dt className="text-muted-foreground">{label}</dt>
                    </div>
                  ))}
                </dl>
              </section>
            </div>
            <div className="space-y-4">
              <section>
                <h3 className="mb-1 font-semibold">About this Dish</h3>
                <p className="text-sm text-muted-foreground">{displayDescription(meal.description, meal.name)}</p>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">Cooking Instructions</h3>
                <ol className="space-y-3 text-sm">
                  {steps.map((step, index) => (
                    <li key={index} className="flex gap-3">
                      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                        {index + 1}
                      </span>
                      <span className="pt-0.5">{step}</span>
                    </li>
                  ))}
                </ol>
              </section>
              {meal.expiryDateConsiderations && (
                <section>
                  <h3 className="mb-1 font-semibold">Storage &amp; Expiry Tips</h3>
                  <p className="text-sm text-muted-foreground">{meal.expiryDateConsiderations}</p>
                </section>
              )}
            </div>
          </div>
          <DialogFooter>
            {entry && <CookButton entry={entry} size="default" />}
            <Button variant="outline" onClick={() => void downloadPdfWithToasts(meal)}>
              <FileDown aria-hidden />
              Download PDF
            </Button>
            <Button onClick={() => printRecipe(meal)}>
              <Printer aria-hidden />
              Print Recipe
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
