import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import type { RecipeFormState } from '../use-recipe-form';

/** What a group of the recipe form's fields reads and writes. */
export type RecipeFieldsProps = Pick<RecipeFormState, 'draft' | 'errors' | 'field' | 'set'>;

export const textArea =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

/** A labelled field of the recipe form, with its hint or its error. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
