import { CALORIE_RANGE, COOKING_SKILLS, MAX_EXCLUDED_ITEMS, MAX_INGREDIENTS_TO_USE, PROTEIN_RANGE } from '../../../../domain/preferences';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { AllergyPicker } from './allergy-picker';
import { CuisinePicker } from './cuisine-picker';
import { ExclusionNote } from './exclusion-note';
import { RangeField } from './range-field';
import { TextListField } from './text-list-field';
import type { PreferencesFields } from './use-preferences-form';

/** The 'Advanced options' tab (spec §2): cuisines, food to use up, skill, exclusions, breakfasts, calories and protein. */
export function AdvancedOptions({ values, change, select }: PreferencesFields) {
  return (
    <>
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
    </>
  );
}
