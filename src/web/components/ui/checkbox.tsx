import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox held by its caller (Checkbox, Switch): `checked` in, `onCheckedChange` out. */
export type CheckedInputProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A checkbox: the browser's own input, drawn in the house style with its tick over it. Native
 * rather than a script-drawn widget, so a list of them costs the page nothing to lay out
 * (decision 0015: a script-drawn checkbox measured itself on mount, forcing a layout per box).
 * `className` places the box; the input is what a label, a test or a screen reader finds.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckedInputProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer size-5 cursor-pointer appearance-none rounded border border-input bg-card shadow-xs checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
        aria-hidden
      />
    </span>
  );
}
