import { ChevronRight } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A titled section that opens and closes from a keyboard-reachable button. */
export function CollapsibleSection({
  title,
  children,
  defaultOpen = false,
  className,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={cn('rounded-lg border', className)}>
      <Collapsible.Trigger className="group flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left data-[state=open]:rounded-b-none text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
        <ChevronRight className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90" aria-hidden />
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t px-3 py-2">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Any JSON value, pretty-printed and scrollable rather than stretching the page. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs leading-relaxed text-foreground"
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}
