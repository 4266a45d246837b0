import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens (React.lazy) and stays mounted after, so it can
 * animate closed and opens at once next time; until then neither its code nor its markup costs
 * the page anything. `isOpen` reads the dialog's own props ('open', or a meal to show).
 */
/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
