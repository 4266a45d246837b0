import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { showError } from '../../../lib/toasts';
import { MAX_ITEMS_MESSAGE } from '../../../../domain/preferences';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

type TextListFieldProps = {
  id: string;
  label: string;
  hint?: string;
  placeholder?: string;
  values: string[];
  max: number;
  onChange: (values: string[]) => void;
  /** Shown under an entry: what it was understood as. */
  renderNote?: (value: string, index: number) => ReactNode;
};

/**
 * Up to `max` text inputs; adding past the limit says 'Maximum of 5 items allowed', and
 * removing the last entry leaves one empty input (spec §5). Blank entries are dropped on save.
 */
export function TextListField({ id, label, hint, placeholder, values, max, onChange, renderNote }: TextListFieldProps) {
  const shown = values.length > 0 ? values : [''];
  const set = (index: number, value: string) => onChange(shown.map((item, i) => (i === index ? value : item)));
  const remove = (index: number) => {
    const next = shown.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
  };
  const add = () => {
    if (shown.length >= max) {
      showError(MAX_ITEMS_MESSAGE);
      return;
    }
    onChange([...shown, '']);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {shown.map((value, index) => (
        <div key={index} className="space-y-1">
          <div className="flex gap-2">
            <Input
              id={index === 0 ? id : undefined}
              aria-label={`${label} ${index + 1}`}
              value={value}
              placeholder={placeholder}
              maxLength={80}
              onChange={(event) => set(index, event.target.value)}
            />
            <Button variant="ghost" size="icon" aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => remove(index)}>
              <X aria-hidden />
            </Button>
          </div>
          {renderNote?.(value, index)}
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={add} aria-disabled={shown.length >= max || undefined}>
        <Plus aria-hidden />
        Add another
      </Button>
      {shown.length >= max && <p className="text-xs text-muted-foreground">{MAX_ITEMS_MESSAGE}</p>}
    </fieldset>
  );
}
