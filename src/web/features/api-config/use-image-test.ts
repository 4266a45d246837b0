import { useCallback, useRef, useState } from 'react';
import { showError, showSuccess } from '../../lib/toasts';
import { ApiError } from '../../lib/api-client';
import { testImageGeneration, type ImageTestResult } from './api/test-image';

/** Spec shell §8: the image test's toasts. */
export const IMAGE_TEST_TEXTS = {
  connectFailed: 'Failed to connect to OpenAI API. Check the diagnostics for details.',
  fallback: 'See diagnostics for details',
  exception: 'An error occurred while testing the API connection.',
  unknown: 'Unknown error during test',
} as const;

/** The image-generation test: its latest result (shared by the Test and Diagnostics tabs) and the toasts. */
export function useImageTest() {
  const [result, setResult] = useState<ImageTestResult | null>(null);
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      let answer: ImageTestResult;
      try {
        answer = await testImageGeneration();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // A visitor must sign in first (pictures cost the operator money): the server says so.
        const message = error.status === 401 ? error.message : IMAGE_TEST_TEXTS.connectFailed;
        setResult({
          success: false,
          message,
          error: error.message,
          imageUrl: null,
          details: { status: error.status, type: error.type },
        });
        showError('Test Failed', message);
        return;
      }
      setResult(answer);
      if (answer.success) showSuccess('Test Successful', answer.message || undefined);
      else showError('Test Failed', answer.message || answer.error || IMAGE_TEST_TEXTS.fallback);
    } catch (error) {
      setResult({
        success: false,
        message: IMAGE_TEST_TEXTS.exception,
        error: error instanceof Error ? error.message : IMAGE_TEST_TEXTS.unknown,
        imageUrl: null,
        details: {},
      });
      showError('Test Error', IMAGE_TEST_TEXTS.exception);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, []);

  const clear = useCallback(() => setResult(null), []);

  return { result, running, run, clear };
}

export type ImageTest = ReturnType<typeof useImageTest>;
