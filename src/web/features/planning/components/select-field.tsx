import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** A required select with its label and an empty first choice. */
export function SelectField({
  id,
  label,
  children,
  ...props
}: { id: string; label: string; children: ReactNode } & ComponentProps<typeof NativeSelect>) {
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
