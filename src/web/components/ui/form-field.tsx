import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

export function FormField({ id, label, hint, ...input }: ComponentProps<typeof Input> & { id: string; label: string; hint?: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: string | undefined }) {
  if (!children) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}>
      {children}
    </p>
  );
}
