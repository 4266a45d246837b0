import { useRef } from 'react';

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * Radix sends focus back to its Dialog.Trigger on close, but our dialogs and the drawer open from
 * state, with no trigger, so focus fell to <body> and a keyboard user lost their place. This
 * remembers what had focus when the dialog opened and returns to it, if it is still there.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = previous.current;
      previous.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
