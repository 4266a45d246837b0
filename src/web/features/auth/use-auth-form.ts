import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { firstProblem } from '../../../domain/auth';
import { useSubmitting } from '../../lib/use-submitting';

/**
 * What every auth form does on submit: one submission at a time; the values checked by the
 * domain's schema, its first problem shown on the form; then the form's own action on the
 * checked values, whose failure `failed` turns into the text the form shows.
 */
export function useAuthForm() {
  const { submitting, run } = useSubmitting();
  const [error, setError] = useState<string>();
  const submitWith =
    <T>(check: () => z.util.SafeParseResult<T>, action: (values: T) => Promise<void>, failed: (failure: unknown) => string) =>
    (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        const parsed = check();
        if (!parsed.success) {
          setError(firstProblem(parsed));
          return;
        }
        setError(undefined);
        try {
          await action(parsed.data);
        } catch (failure) {
          setError(failed(failure));
        }
      });
    };
  return { submitting, error, submitWith };
}
