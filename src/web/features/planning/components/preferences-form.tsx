import { Loader2, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CALORIE_RANGE,
  COOKING_SKILLS,
  COOKING_TIME_OPTIONS,
  DIETARY_OPTIONS,
  MAX_EXCLUDED_ITEMS,
  MAX_INGREDIENTS_TO_USE,
  MAX_PRICE_OPTIONS,
  MEAL_COUNT,
  NUTRITIONAL_REQUIREMENTS,
  PROTEIN_RANGE,
  RECIPE_SOURCES,
  RECIPE_SOURCE_LABELS,
  SERVINGS,
  preferencesSchema,
  type Preferences,
} from '../../../../domain/preferences';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { RangeSlider } from '../../../components/ui/range-slider';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { AllergyPicker } from './allergy-picker';
import { CuisinePicker } from './cuisine-picker';
import { ExclusionNote } from './exclusion-note';
import { TextListField } from './text-list-field';

/** The form's own values: selects may be cleared ('') and lists may hold blank inputs. */
export type PreferencesFormValues = Omit<
  Preferences,
  'mealCount' | 'servings' | 'cookingTime' | 'maxPricePerMeal' | 'dietaryPreferences' | 'nutritionalRequirements'
> & {
  mealCount: { main: number | '' };
  servings: number | '';
  cookingTime: Preferences['cookingTime'] | '';
  maxPricePerMeal: Preferences['maxPricePerMeal'] | '';
  dietaryPreferences: Preferences['dietaryPreferences'] | '';
  nutritionalRequirements: Preferences['nutritionalRequirements'] | '';
};

const REQUIRED_MESSAGE = 'Please fill in all required fields to continue';

// Its tooltip loads when the form first cannot be sent.
const DisabledGenerate = lazy(async () => ({ default: (await import('./disabled-generate')).DisabledGenerate }));

function SelectField({
  id,
  label,
  children,
  ...props
}: { id: string; label: string; children: React.ReactNode } & React.ComponentProps<typeof NativeSelect>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}{' '}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      <NativeSelect id={id} required {...props}>
        <option value="">Choose…</option>
        {children}
      </NativeSelect>
    </div>
  );
}

type RangeFieldProps = {
  title: string;
  label: string;
  unit: string;
  bounds: { min: number; max: number; step: number };
  value: [number, number];
  onChange: (value: [number, number]) => void;
};

function RangeField({ title, label, unit, bounds, value, onChange }: RangeFieldProps) {
  return (
    <div className="space-y-3">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground">
          {value[0]}–{value[1]} {unit}
        </span>
      </div>
      <RangeSlider value={value} onChange={onChange} min={bounds.min} max={bounds.max} step={bounds.step} label={label} unit={unit} />
    </div>
  );
}

type PreferencesFormProps = { initial: Preferences; submitting: boolean; onSubmit: (preferences: Preferences) => void };

export function PreferencesForm({ initial, submitting, onSubmit }: PreferencesFormProps) {
  const { register, control, handleSubmit } = useForm<PreferencesFormValues>({ defaultValues: initial });
  // Only a signed-in cook keeps recipes of their own; the server ignores the choice otherwise.
  const { user } = useSession();
  const values = useWatch({ control }) as PreferencesFormValues;
  const parsed = preferencesSchema.safeParse(values);
  const disabled = submitting || !parsed.success;

  const submit = handleSubmit((formValues) => {
    const result = preferencesSchema.safeParse(formValues);
    if (result.success) onSubmit(result.data);
  });

  const disabledButton = (
    <Button type="submit" size="lg" className="w-full" disabled>
      <Sparkles aria-hidden />
      Generate meal options
    </Button>
  );

  const numberField = { setValueAs: (value: string) => (value === '' ? '' : Number(value)) };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6" aria-label="Meal preferences">
      <Tabs defaultValue="basic">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="basic">Basic options</TabsTrigger>
          <TabsTrigger value="advanced">Advanced options</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id="meal-count" label="Meals this week" {...register('mealCount.main', numberField)}>
              {Array.from({ length: MEAL_COUNT.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'meal' : 'meals'}
                </option>
              ))}
            </SelectField>
            <SelectField id="servings" label="Servings per meal" {...register('servings', numberField)}>
              {Array.from({ length: SERVINGS.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'person' : 'people'}
                </option>
              ))}
            </SelectField>
            <SelectField id="cooking-time" label="Cooking time" {...register('cookingTime')}>
              {COOKING_TIME_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectField>
            <SelectField id="max-price" label="Max price per meal" {...register('maxPricePerMeal')}>
              {MAX_PRICE_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectField>
            <SelectField id="diet" label="Dietary preference" {...register('dietaryPreferences')}>
              {DIETARY_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectField>
            <SelectField id="nutrition" label="Nutritional requirements" {...register('nutritionalRequirements')}>
              {NUTRITIONAL_REQUIREMENTS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectField>
            {user && (
              <div className="space-y-2 sm:col-span-2">
                <Label htmlFor="recipe-source">My recipes</Label>
                <NativeSelect id="recipe-source" aria-describedby="recipe-source-hint" {...register('recipeSource')}>
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
        </TabsContent>
        <TabsContent value="advanced" forceMount className="space-y-6 data-[state=inactive]:hidden">
          <Controller
            control={control}
            name="cuisines"
            render={({ field }) => <CuisinePicker value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="ingredientsToUse"
            render={({ field }) => (
              <TextListField
                id="use-up"
                label="Ingredients to use up"
                hint="We'll favour meals that use what you already have."
                placeholder="e.g. 400g chicken breast"
                values={field.value}
                max={MAX_INGREDIENTS_TO_USE}
                onChange={field.onChange}
              />
            )}
          />
          <div className="space-y-2">
            <Label htmlFor="skill">Cooking skill</Label>
            <NativeSelect id="skill" {...register('cookingSkill')}>
              {COOKING_SKILLS.map((skill) => (
                <option key={skill} value={skill}>
                  {skill[0]?.toUpperCase()}
                  {skill.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Controller
            control={control}
            name="allergies"
            render={({ field }) => <AllergyPicker value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="excludedItems"
            render={({ field }) => (
              <TextListField
                id="excluded"
                label="Excluded items and allergies"
                hint="Never suggested. A box may hold several, split by commas: 'nut-free, no mushrooms, coeliac'."
                placeholder="e.g. peanuts"
                values={field.value}
                max={MAX_EXCLUDED_ITEMS}
                onChange={field.onChange}
                renderNote={(value) => <ExclusionNote text={value} />}
              />
            )}
          />
          <Controller
            control={control}
            name="includeBreakfastOptions"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                <Label htmlFor="breakfast">Include breakfast options</Label>
                <Switch id="breakfast" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="caloriesRange"
            render={({ field }) => (
              <RangeField
                title="Calories per serving"
                label="calories"
                unit="kcal"
                bounds={CALORIE_RANGE}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="proteinRange"
            render={({ field }) => (
              <RangeField
                title="Protein per serving"
                label="protein"
                unit="g"
                bounds={PROTEIN_RANGE}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </TabsContent>
      </Tabs>

      <div className="space-y-2">
        {!parsed.success && !submitting ? (
          <Suspense fallback={disabledButton}>
            <DisabledGenerate message={REQUIRED_MESSAGE} hintId="generate-hint">
              {disabledButton}
            </DisabledGenerate>
          </Suspense>
        ) : (
          <Button type="submit" size="lg" className="w-full" disabled={disabled}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {submitting ? 'Generating your personalised meal options...' : 'Generate meal options'}
          </Button>
        )}
        {!parsed.success && !submitting && (
          <p id="generate-hint" className="text-center text-xs text-muted-foreground">
            {REQUIRED_MESSAGE}
          </p>
        )}
        {submitting && (
          <p className="text-center text-sm text-muted-foreground">
            This may take 1-2 minutes... We're creating meals with images for you.
          </p>
        )}
      </div>
    </form>
  );
}
