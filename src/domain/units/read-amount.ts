import type { Amount } from './ingredient-line';
import { MAX_LINE_AMOUNT } from './line-limits';
import { UNITS } from './unit-table';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_LINE_AMOUNT;
const UNIT_SET: ReadonlySet<unknown> = new Set(UNITS);

/**
 * An amount read from a value of any saved shape, as `amountSchema` reads it (other keys dropped),
 * or undefined: for the screens that show a saved meal without loading the schemas library.
 * `read-amount.test.ts` holds the two equal.
 */
export function readAmount(value: unknown): Amount | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { amount, max, unit } = value as Record<string, unknown>;
  if (!isCount(amount) || !UNIT_SET.has(unit) || (max !== undefined && !isCount(max))) return undefined;
  return { amount, ...(max === undefined ? {} : { max }), unit: unit as Amount['unit'] };
}
