import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import type { IngredientOption } from '../../../domain/recipes/ingredient-search';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { MIN_SUGGESTION_LETTERS, useIngredientOptions } from './use-ingredient-options';

/**
 * The item's name, with Larder's ingredients suggested as the cook types (a combobox: arrows to
 * move, Enter to pick, Escape to close). Picking one brings how it keeps and what it costs; any
 * other words are a name of the cook's own, which is all there is offline.
 */
export function IngredientNameField({
  value,
  onChange,
  onPick,
  invalid,
}: {
  value: string;
  onChange: (name: string) => void;
  onPick: (option: IngredientOption) => void;
  invalid?: boolean;
}) {
  const id = useId();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searched = useDeferredValue(value);
  const options = useIngredientOptions(open ? searched : '');
  const found = options.data ?? [];
  const showList = open && value.trim().length >= MIN_SUGGESTION_LETTERS && found.length > 0;

  const pick = (option: IngredientOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + found.length) % found.length);
    } else if (event.key === 'Enter' && showList && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape' && showList) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Name</Label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          maxLength={120}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Larder’s ingredients"
          className={cn(
            'absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg',
            !showList && 'hidden',
          )}
        >
          {showList &&
            found.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn('cursor-pointer px-3 py-2 text-sm', index === active && 'bg-accent text-accent-foreground')}
                // Picked before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                <span className="font-medium">{option.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {option.category} · {option.pack}
                </span>
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {options.isError
          ? 'Suggestions need a connection; any name will do.'
          : 'Pick one of Larder’s ingredients to have its date and cost proposed, or type your own.'}
      </p>
    </div>
  );
}
