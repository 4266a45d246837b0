import { lazyDialog } from '../../lib/lazy-dialog';

// None of the screen's dialogs is open at first paint: their code (and the dialog primitive's focus
// trap and scroll lock, about 13 KB gzip) loads when one first opens, and stays mounted after.
export const MealDetailsDialog = lazyDialog(
  async () => (await import('../../components/meal/meal-details-dialog')).MealDetailsDialog,
  (props) => props.meal !== undefined,
);
export const SelectionIncompleteDialog = lazyDialog(
  async () => (await import('./selection-dialogs')).SelectionIncompleteDialog,
  (props) => props.open,
);
export const SavePreferencesDialog = lazyDialog(
  async () => (await import('./selection-dialogs')).SavePreferencesDialog,
  (props) => props.open,
);
