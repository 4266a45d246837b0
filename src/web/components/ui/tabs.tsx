import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of buttons, arrow keys (and Home, End) move
 * between them and select as they go, and only the selected tab is in the Tab order. Plain
 * React rather than a script-drawn widget, whose panels read their computed style as they
 * mounted: on the planner, the purchases and the weekly plan that was a full style
 * recalculation inside the screen's first commit (decision 0015).
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>.`);
  return state;
}

/** Ids from the tab's value, which may hold any character. */
const idFor = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${encodeURIComponent(value).replace(/%/g, '_')}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The selected tab, when the caller holds it (with onValueChange). */
  value?: string;
  /** The tab selected first, when the tabs hold their own selection. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: selected, select, baseId }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move to another tab of the list and select it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const tab = tabs[(target + tabs.length) % tabs.length];
  tab?.focus();
  tab?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, 'tab', value)}
      aria-controls={idFor(tabs.baseId, 'panel', value)}
      aria-selected={selected}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all cursor-pointer focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/**
 * The panel of one tab. It is drawn only while its tab is selected, unless `forceMount` keeps it
 * (a form's fields that must keep their values): then it stays with data-state="inactive" for
 * its class to hide.
 */
export function TabsContent({
  value,
  forceMount = false,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, 'panel', value)}
      aria-labelledby={idFor(tabs.baseId, 'tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
