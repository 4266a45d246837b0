import type { AmountReader } from '../../domain/shopping-list/build-shopping-list';
import { onDemand, useOnDemand } from './on-demand';

/*
 * The reader of amounts as a cook writes them ('200 g', '1 jar'): `parseAmount`, whose ingredient
 * parser is larger than the rest of the pantry check or the shopping list. Those screens load it
 * when they read such an amount: a pantry answer that gives one, or a tick.
 */
const amountReader = onDemand(async () => (await import('../../domain/units/parse-ingredient-line')).parseAmount);

/** Never called: nothing to read. */
export const noAmountsToRead: AmountReader = () => undefined;

export const loadAmountReader = amountReader.load;

/** Runs `change` with the reader, in the order of the cook's changes (`OnDemand.run`). */
export const withAmountReader = amountReader.run;

/** Runs a change that reads no amount after the changes waiting for the reader. */
export const afterWaitingChanges = amountReader.inTurn;

/**
 * The reader when `needed` (undefined until it has loaded), else `noAmountsToRead`. `failed` says
 * a load did not arrive; the hook tries again when `needed` turns true again.
 */
export function useAmountReader(needed: boolean): { read: AmountReader | undefined; failed: boolean } {
  const { value, failed } = useOnDemand(amountReader, needed);
  return { read: needed ? value : noAmountsToRead, failed };
}
