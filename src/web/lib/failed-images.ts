import { useSyncExternalStore } from 'react';

/**
 * Spec shell §2 'Debug panel': the Images tab counts the pictures that failed to load. Each
 * address counts once for the life of the page, however many cards show it.
 */
const failed = new Set<string>();
const listeners = new Set<() => void>();

export function recordFailedImage(src: string): void {
  if (failed.has(src)) return;
  failed.add(src);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const count = () => failed.size;

export function useFailedImageCount(): number {
  return useSyncExternalStore(subscribe, count, count);
}

/** For tests: a fresh page. */
export function forgetFailedImages(): void {
  failed.clear();
  for (const listener of listeners) listener();
}
