import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';

/**
 * One line of a shopping list to tick off: a checkbox labelled by what the line says, struck
 * through once ticked. The cook's own list and a shared list's helper tick the same way.
 */
export function TickRow({
  id,
  ticked,
  onTick,
  children,
}: {
  /** Ties the label to the checkbox: unique on the page. */
  id: string;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <Checkbox id={id} className="mt-0.5" checked={ticked} onCheckedChange={onTick} />
      <label htmlFor={id} className={cn('min-w-0 flex-1 cursor-pointer', ticked && 'text-muted-foreground line-through')}>
        {children}
      </label>
    </li>
  );
}
