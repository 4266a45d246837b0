import type { ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';

/**
 * The disabled Generate button (`children`) with its tooltip (spec: the required-fields message).
 * Loaded when the form first cannot be sent: the tooltip primitive and its positioning are most of
 * its weight. The message is also written under the button (`hintId`), which the focusable
 * wrapper names.
 */
export function DisabledGenerate({ message, hintId, children }: { message: string; hintId: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} className="block rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-describedby={hintId}>
          {children}
        </span>
      </TooltipTrigger>
      <TooltipContent>{message}</TooltipContent>
    </Tooltip>
  );
}
