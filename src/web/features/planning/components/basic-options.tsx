import {
  COOKING_TIME_OPTIONS,
  DIETARY_OPTIONS,
  MAX_PRICE_OPTIONS,
  MEAL_COUNT,
  NUTRITIONAL_REQUIREMENTS,
  RECIPE_SOURCES,
  RECIPE_SOURCE_LABELS,
  SERVINGS,
} from '../../../../domain/preferences';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SelectField } from './select-field';
import { asNumber, type PreferencesFields } from './use-preferences-form';

const upTo = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

/** The 'Basic options' tab: the required choices, and for a signed-in cook which recipes to plan with. */
export function BasicOptions({ values, change, select, ownRecipes }: PreferencesFields & { ownRecipes: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="meal-count"
        label="Meals this week"
        value={values.mealCount.main}
        onChange={(event) => change('mealCount')({ main: asNumber(event.target.value) })}
      >
        {upTo(MEAL_COUNT.max).map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'meal' : 'meals'}
          </option>
        ))}
      </SelectField>
      <SelectField id="servings" label="Servings per meal" {...select('servings')}>
        {upTo(SERVINGS.max).map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'person' : 'people'}
          </option>
        ))}
      </SelectField>
      <SelectField id="cooking-time" label="Cooking time" {...select('cookingTime')}>
        {COOKING_TIME_OPTIONS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </SelectField>
      <SelectField id="max-price" label="Max price per meal" {...select('maxPricePerMeal')}>
        {MAX_PRICE_OPTIONS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </SelectField>
      <SelectField id="diet" label="Dietary preference" {...select('dietaryPreferences')}>
        {DIETARY_OPTIONS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </SelectField>
      <SelectField id="nutrition" label="Nutritional requirements" {...select('nutritionalRequirements')}>
        {NUTRITIONAL_REQUIREMENTS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </SelectField>
      {ownRecipes && (
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="recipe-source">My recipes</Label>
          <NativeSelect id="recipe-source" aria-describedby="recipe-source-hint" {...select('recipeSource')}>
            {RECIPE_SOURCES.map((source) => (
              <option key={source} value={source}>
                {RECIPE_SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
          <p id="recipe-source-hint" className="text-xs text-muted-foreground">
            Plan with the recipes you keep in My Recipes, beside Larder’s or on their own.
          </p>
        </div>
      )}
    </div>
  );
}
