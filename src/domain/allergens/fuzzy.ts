/** Edit distance with adjacent swaps counted as one edit ('diary' is one edit from 'dairy'). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const previous = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** How many edits a typed phrase of this length may hold and still be read as a known one. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 9) return 1;
  if (length < 14) return 2;
  return 3;
}
