import { Check, Shuffle } from 'lucide-react';
import { CUISINES, RANDOM_MIX_CUISINES, type Cuisine } from '../../../../domain/preferences';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Spec §2: Random Mix picks 3 to 7 cuisines at random. */
export function randomMix(random: () => number = Math.random): Cuisine[] {
  const size = RANDOM_MIX_CUISINES.min + Math.floor(random() * (RANDOM_MIX_CUISINES.max - RANDOM_MIX_CUISINES.min + 1));
  const pool = [...CUISINES];
  const picked: Cuisine[] = [];
  while (picked.length < size && pool.length > 0) {
    const [cuisine] = pool.splice(Math.floor(random() * pool.length), 1);
    if (cuisine) picked.push(cuisine);
  }
  return picked;
}

export function CuisinePicker({ value, onChange }: { value: readonly Cuisine[]; onChange: (value: Cuisine[]) => void }) {
  const toggle = (cuisine: Cuisine) => onChange(value.includes(cuisine) ? value.filter((c) => c !== cuisine) : [...value, cuisine]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        Cuisines <span className="font-normal text-muted-foreground">(optional · {value.length} chosen)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onChange([...CUISINES])}>
          Select All
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange([])}>
          Deselect All
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange(randomMix())}>
          <Shuffle aria-hidden />
          Random Mix
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {CUISINES.map((cuisine) => {
          const checked = value.includes(cuisine);
          return (
            <button
              key={cuisine}
              type="button"
              role="checkbox"
              aria-checked={checked}
              onClick={() => toggle(cuisine)}
              className={cn(
                'flex h-9 cursor-pointer items-center gap-2 rounded-md border px-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                checked ? 'border-primary bg-sidebar-accent text-sidebar-accent-foreground' : 'hover:bg-accent',
              )}
            >
              <span
                className={cn(
                  'flex size-4 shrink-0 items-center justify-center rounded border',
                  checked && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {checked && <Check className="size-3" aria-hidden />}
              </span>
              <span className="truncate">{cuisine}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
