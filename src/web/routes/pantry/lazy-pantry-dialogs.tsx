import { lazyDialog } from '../../lib/lazy-dialog';

// Neither dialog is open at first paint: their code (the form, the ingredient suggestions and the
// dialog primitive's focus trap) loads when one first opens, and stays mounted after.
export const ItemDialog = lazyDialog(
  async () => (await import('./item-dialog')).ItemDialog,
  (props) => props.open,
);
export const TakeOutDialog = lazyDialog(
  async () => (await import('./take-out-dialog')).TakeOutDialog,
  (props) => props.open,
);
