/**
 * A whole number as a UK reader writes it: '65,535', '-1,200'. The same text as
 * `value.toLocaleString('en-GB')` for whole numbers, without reading the locale's data: the first
 * such call in a process loads ICU's tables (about 20 ms), which the server's limits and messages
 * paid while it started.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
