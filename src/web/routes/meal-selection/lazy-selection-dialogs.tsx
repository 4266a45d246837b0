import { lazy, Suspense, type ComponentProps } from 'react';
import type { MealDetailsDialog as MealDetailsDialogType } from '../../components/meal/meal-details-dialog';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type {
  SavePreferencesDialog as SavePreferencesDialogType,
  SelectionIncompleteDialog as SelectionIncompleteDialogType,
} from './selection-dialogs';

// None of the screen's dialogs is open at first paint: their code (and the dialog primitive's focus
// trap and scroll lock, about 13 KB gzip) loads when one first opens, and stays mounted after.
const Details = lazy(async () => ({ default: (await import('../../components/meal/meal-details-dialog')).MealDetailsDialog }));
const Incomplete = lazy(async () => ({ default: (await import('./selection-dialogs')).SelectionIncompleteDialog }));
const SavePreferences = lazy(async () => ({ default: (await import('./selection-dialogs')).SavePreferencesDialog }));

export function MealDetailsDialog(props: ComponentProps<typeof MealDetailsDialogType>) {
  if (!useOpenedOnce(props.meal !== undefined)) return null;
  return (
    <Suspense fallback={null}>
      <Details {...props} />
    </Suspense>
  );
}

export function SelectionIncompleteDialog(props: ComponentProps<typeof SelectionIncompleteDialogType>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Incomplete {...props} />
    </Suspense>
  );
}

export function SavePreferencesDialog(props: ComponentProps<typeof SavePreferencesDialogType>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <SavePreferences {...props} />
    </Suspense>
  );
}
