import type { toast as sonnerToast } from 'sonner';
import {
  apiErrorToast,
  errorToast,
  ERROR_TOAST_DURATION_MS,
  HINT_TOAST_DURATION_MS,
  type ErrorType,
} from '../../domain/errors/error-toasts';
import { ApiError } from './api-client';

type Toast = typeof sonnerToast;

// sonner (about 9 KB gzip) is fetched with the first toast rather than with every page: most
// visits show none. It keeps a toast made before its <Toaster /> has mounted and shows it then,
// so the toast waits only for that fetch (one small file, from the service worker once installed).
let sonner: Promise<Toast> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

function withToast(show: (toast: Toast) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  sonner ??= import('sonner').then((module) => module.toast);
  void sonner.then(show);
}

/** Whether a toast has been asked for, so the app mounts the Toaster (src/web/app/providers.tsx). */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/**
 * The one place a message becomes a toast (spec shell §9, meal-planning-flow §8): errors last
 * 7 s, generation hints 8 s, everything else the Toaster's 5 s. Screens say what happened; this
 * decides how it shows.
 */

/** An error the screen words itself ('Maximum meals selected', 'Cannot move meal'). */
export function showError(title: string, description?: string): void {
  withToast((toast) => toast.error(title, { description, duration: ERROR_TOAST_DURATION_MS }));
}

/** A failed call, shown by its kind (spec §8 titles), or with `fallback` when it was not an API error. */
export function showApiError(error: unknown, fallback?: { title: string; description?: string }): void {
  if (error instanceof ApiError) {
    const shown = apiErrorToast(error.isNetwork ? 'network' : error.code, error.message);
    withToast((toast) => toast.error(shown.title, { description: shown.message, duration: shown.durationMs }));
    return;
  }
  const shown = errorToast('unknown', fallback?.description);
  withToast((toast) => toast.error(fallback?.title ?? shown.title, { description: shown.message, duration: shown.durationMs }));
}

/** A generation that failed for good, by the spec's type, with the hint's 8 s. */
export function showGenerationError(type: ErrorType, message?: string): void {
  const shown = errorToast(type, message);
  withToast((toast) => toast.error(shown.title, { description: shown.message, duration: HINT_TOAST_DURATION_MS }));
}

/** Something the cook should know that went against what they did ('Changed on another device'). */
export function showWarning(title: string, description?: string): void {
  withToast((toast) => toast.warning(title, { description, duration: HINT_TOAST_DURATION_MS }));
}

export function showSuccess(title: string, description?: string): void {
  withToast((toast) => toast.success(title, { description }));
}

/** News that is neither a success nor an error ('Please wait', 'Meals loaded'); `durationMs` for the spec's short flashes. */
export function showNotice(title: string, description?: string, durationMs?: number): void {
  withToast((toast) => toast(title, { description, ...(durationMs ? { duration: durationMs } : {}) }));
}
