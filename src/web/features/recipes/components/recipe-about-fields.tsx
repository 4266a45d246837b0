import { MEAL_TYPES } from '../../../../domain/meal';
import { CUISINES, type Cuisine } from '../../../../domain/preferences';
import { MAX_RECIPE_DESCRIPTION_LENGTH, MAX_RECIPE_NAME_LENGTH } from '../../../../domain/recipes';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { RecipeDraft } from '../draft';
import { Field, textArea, type RecipeFieldsProps } from './recipe-form-field';

/** The recipe's name, description, cuisine, kind of meal, servings and times. */
export function RecipeAboutFields({ draft, errors, field, set }: RecipeFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">About the recipe</legend>
      <div className="sm:col-span-2">
        <Field id={field('name').id} label="Name" error={errors.name}>
          <Input
            value={draft.name}
            maxLength={MAX_RECIPE_NAME_LENGTH}
            required
            {...field('name')}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id={field('description').id} label="Description" error={errors.description}>
          <textarea
            id={field('description').id}
            rows={2}
            className={textArea}
            value={draft.description}
            maxLength={MAX_RECIPE_DESCRIPTION_LENGTH}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
      </div>
      <Field id={field('cuisine').id} label="Cuisine" error={errors.cuisine}>
        <NativeSelect
          id={field('cuisine').id}
          value={draft.cuisine}
          onChange={(event) => set('cuisine', event.target.value as Cuisine | '')}
        >
          <option value="">No particular cuisine</option>
          {CUISINES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={field('type').id} label="Meal">
        <NativeSelect
          id={field('type').id}
          value={draft.mealType}
          onChange={(event) => set('mealType', event.target.value as RecipeDraft['mealType'])}
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'main' ? 'Main meal' : 'Breakfast'}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={field('servings').id} label="Servings" error={errors.servings}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={draft.servings}
          {...field('servings')}
          onChange={(event) => set('servings', event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={field('prepMinutes').id} label="Prep minutes" error={errors.prepMinutes}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.prepMinutes}
            {...field('prepMinutes')}
            onChange={(event) => set('prepMinutes', event.target.value)}
          />
        </Field>
        <Field id={field('cookMinutes').id} label="Cook minutes" error={errors.cookMinutes}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.cookMinutes}
            {...field('cookMinutes')}
            onChange={(event) => set('cookMinutes', event.target.value)}
          />
        </Field>
      </div>
    </fieldset>
  );
}
