import { Check } from 'lucide-react';
import { ALLERGENS, ALLERGEN_EXAMPLES, ALLERGEN_LABELS, inUkOrder, type Allergen } from '../../../../domain/allergens/allergen';
import { cn } from '../../../lib/cn';

/**
 * The UK's 14 allergens as toggles, in the FSA's order and words (docs/design.md §6.11). Optional: nothing
 * ticked is a valid choice, and the ticks are not counted against the five typed exclusions.
 */
export function AllergyPicker({ value, onChange }: { value: readonly Allergen[]; onChange: (value: Allergen[]) => void }) {
  const toggle = (allergen: Allergen) =>
    onChange(value.includes(allergen) ? value.filter((each) => each !== allergen) : inUkOrder([...value, allergen]));
  return (
    <fieldset className="space-y-2" aria-describedby="allergies-hint">
      <legend className="text-sm font-medium">
        Allergies <span className="font-normal text-muted-foreground">(optional · {value.length} ticked)</span>
      </legend>
      <p id="allergies-hint" className="text-xs text-muted-foreground">
        Meals never contain what you tick here, nor anything labelled as maybe containing it.
      </p>
      <div className="grid grid-cols-2 gap-1.5 lg:grid-cols-3">
        {ALLERGENS.map((allergen) => {
          const checked = value.includes(allergen);
          const example = ALLERGEN_EXAMPLES[allergen];
          return (
            <button
              key={allergen}
              type="button"
              role="checkbox"
              aria-checked={checked}
              aria-label={ALLERGEN_LABELS[allergen]}
              onClick={() => toggle(allergen)}
              className={cn(
                'flex min-h-9 cursor-pointer items-start gap-2 rounded-md border px-2.5 py-2 text-left text-sm leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                checked ? 'border-destructive/60 bg-destructive/10 font-medium' : 'hover:bg-accent',
              )}
            >
              <span
                className={cn(
                  'mt-px flex size-4 shrink-0 items-center justify-center rounded border',
                  checked && 'border-destructive bg-destructive text-white',
                )}
              >
                {checked && <Check className="size-3" aria-hidden />}
              </span>
              <span className="min-w-0">
                {ALLERGEN_LABELS[allergen]}
                {/* On a phone the examples would make every row three lines tall. */}
                {example && <span className="hidden text-xs font-normal text-muted-foreground sm:block">{example}</span>}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
