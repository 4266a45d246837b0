/**
 * The key a shopping item goes by wherever its name is a key: the list merges ingredients on it,
 * and the pantry check's answers, the ticks and the purchases are kept under it. Lower-cased and
 * trimmed, inner spaces collapsed, so 'Red  Onion ' and 'red onion' are one item.
 */
export function itemKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}
