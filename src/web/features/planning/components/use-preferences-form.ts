import { useState, type ChangeEvent, type FormEvent } from 'react';
import { preferencesSchema, type Preferences } from '../../../../domain/preferences';
import { useSession } from '../../../lib/session';

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

/** The fields a native select holds, besides the meal count (a nested field). */
type SelectedField =
  'servings' | 'cookingTime' | 'maxPricePerMeal' | 'dietaryPreferences' | 'nutritionalRequirements' | 'cookingSkill' | 'recipeSource';

export const asNumber = (text: string): number | '' => (text === '' ? '' : Number(text));

/** The preferences form's values and what sending them does; its parts only show the fields. */
export function usePreferencesForm(initial: Preferences, onSubmit: (preferences: Preferences) => void) {
  // The form is its values: every field is controlled, and the schema decides whether they can be sent.
  const [values, setValues] = useState<PreferencesFormValues>(initial);
  // Only a signed-in cook keeps recipes of their own; the server ignores the choice otherwise.
  const { user } = useSession();
  const parsed = preferencesSchema.safeParse(values);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) onSubmit(parsed.data);
  };

  return { values, change, select, submit, complete: parsed.success, ownRecipes: Boolean(user) };
}

export type PreferencesFields = Pick<ReturnType<typeof usePreferencesForm>, 'values' | 'change' | 'select'>;
