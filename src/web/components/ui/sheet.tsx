import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './use-return-focus';

export const Sheet = Dialog.Root;

/** A panel that slides in from the left edge, for the navigation on small screens. */
export function SheetContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof Dialog.Content>) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-sidebar text-sidebar-foreground shadow-xl outline-none transition-transform',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <Dialog.Close className="absolute right-3 top-3 rounded-md p-1.5 opacity-70 hover:bg-accent hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring cursor-pointer">
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close navigation</span>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export const SheetTitle = Dialog.Title;
export const SheetDescription = Dialog.Description;
