import { Loader2, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
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

/** The fields a native select holds, besides the meal count (a nested field). */
type SelectedField =
  'servings' | 'cookingTime' | 'maxPricePerMeal' | 'dietaryPreferences' | 'nutritionalRequirements' | 'cookingSkill' | 'recipeSource';

const asNumber = (text: string): number | '' => (text === '' ? '' : Number(text));

export function PreferencesForm({ initial, submitting, onSubmit }: PreferencesFormProps) {
  // The form is its values: every field is controlled, and the schema decides whether they can be sent.
  const [values, setValues] = useState<PreferencesFormValues>(initial);
  // Only a signed-in cook keeps recipes of their own; the server ignores the choice otherwise.
  const { user } = useSession();
  const parsed = preferencesSchema.safeParse(values);
  const disabled = submitting || !parsed.success;

  const change =
    <K extends keyof PreferencesFormValues>(field: K) =>
    (value: PreferencesFormValues[K]) =>
      setValues((before) => ({ ...before, [field]: value }));
  /** A select's props: its value, and its text read back as the field's value (the schema checks it). */
  const select = <K extends SelectedField>(field: K) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      change(field)((field === 'servings' ? asNumber(event.target.value) : event.target.value) as PreferencesFormValues[K]),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (parsed.success) onSubmit(parsed.data);
  };

  const disabledButton = (
    <Button type="submit" size="lg" className="w-full" disabled>
      <Sparkles aria-hidden />
      Generate meal options
    </Button>
  );

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Meal preferences">
      <Tabs defaultValue="basic">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="basic">Basic options</TabsTrigger>
          <TabsTrigger value="advanced">Advanced options</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="meal-count"
              label="Meals this week"
              value={values.mealCount.main}
              onChange={(event) => change('mealCount')({ main: asNumber(event.target.value) })}
            >
              {Array.from({ length: MEAL_COUNT.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'meal' : 'meals'}
                </option>
              ))}
            </SelectField>
            <SelectField id="servings" label="Servings per meal" {...select('servings')}>
              {Array.from({ length: SERVINGS.max }, (_, i) => i + 1).map((n) => (
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
            {user && (
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
        </TabsContent>
        <TabsContent value="advanced" forceMount className="space-y-6 data-[state=inactive]:hidden">
          <CuisinePicker value={values.cuisines} onChange={change('cuisines')} />
          <TextListField
            id="use-up"
            label="Ingredients to use up"
            hint="We'll favour meals that use what you already have."
            placeholder="e.g. 400g chicken breast"
            values={values.ingredientsToUse}
            max={MAX_INGREDIENTS_TO_USE}
            onChange={change('ingredientsToUse')}
          />
          <div className="space-y-2">
            <Label htmlFor="skill">Cooking skill</Label>
            <NativeSelect id="skill" {...select('cookingSkill')}>
              {COOKING_SKILLS.map((skill) => (
                <option key={skill} value={skill}>
                  {skill[0]?.toUpperCase()}
                  {skill.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <AllergyPicker value={values.allergies} onChange={change('allergies')} />
          <TextListField
            id="excluded"
            label="Excluded items and allergies"
            hint="Never suggested. A box may hold several, split by commas: 'nut-free, no mushrooms, coeliac'."
            placeholder="e.g. peanuts"
            values={values.excludedItems}
            max={MAX_EXCLUDED_ITEMS}
            onChange={change('excludedItems')}
            renderNote={(value) => <ExclusionNote text={value} />}
          />
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <Label htmlFor="breakfast">Include breakfast options</Label>
            <Switch id="breakfast" checked={values.includeBreakfastOptions} onCheckedChange={change('includeBreakfastOptions')} />
          </div>
          <RangeField
            title="Calories per serving"
            label="calories"
            unit="kcal"
            bounds={CALORIE_RANGE}
            value={values.caloriesRange}
            onChange={change('caloriesRange')}
          />
          <RangeField
            title="Protein per serving"
            label="protein"
            unit="g"
            bounds={PROTEIN_RANGE}
            value={values.proteinRange}
            onChange={change('proteinRange')}
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
