import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code is loaded on first use
 * (React.lazy) is mounted from then on, so it can animate closed and opens at once next time;
 * before that, neither its code nor its markup costs the page anything.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
