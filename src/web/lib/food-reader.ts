import { startsWithAmount, type FoodReader } from '../../domain/pantry/match-pantry';
import { onDemand, useOnDemand } from './on-demand';

/*
 * The pantry's reader of an entry's food ('400g chicken breast' → 'chicken breast'): the
 * ingredient parser, larger than the rest of meal selection. Loaded when an ingredient to use up
 * starts with an amount.
 */
const foodReader = onDemand(async () => (await import('../../domain/pantry/read-food')).readFood);

/** Reads no food: an entry with an amount is matched as written. */
const readsNoFood: FoodReader = () => undefined;

/**
 * The reader for these pantry entries. Until it has loaded (or when it cannot), an entry with an
 * amount matches only an ingredient named as written, so a badge may follow the parser but is
 * never shown wrongly; the hook tries again when the entries change.
 */
export function usePantryFoodReader(entries: readonly string[]): FoodReader {
  const { value } = useOnDemand(foodReader, entries.some(startsWithAmount));
  return value ?? readsNoFood;
}
