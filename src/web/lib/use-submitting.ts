import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: a second submit while the first runs is ignored (spec shell §4
 * 'Auth form'), and `submitting` drives the disabled inputs and the button's busy text.
 */
export function useSubmitting() {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
