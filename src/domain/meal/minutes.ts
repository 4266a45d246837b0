/** Times are kept as whole minutes and written out only where they are shown. */

/** '30 minutes', '1 minute'; short for tight places: '30 min'. */
export function formatMinutes(minutes: number, { short = false }: { short?: boolean } = {}): string {
  const value = Math.max(0, Math.round(minutes));
  if (short) return `${value} min`;
  return `${value} ${value === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Minutes in a time from outside: a number, '25 minutes', '25 min', '1 hour 30 minutes',
 * '1h 15m', '1.5 hours', '90 minutes+', an ISO duration ('PT1H20M'). Undefined when it holds
 * no time.
 */
export function readMinutes(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  const iso = /^p(?:t)?(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?$/.exec(text.replace(/^p(\d+d)?t/, 'pt'));
  if (iso && (iso[1] || iso[2])) return Math.round(Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0));
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(text);
  const minutes = /(\d+(?:[.,]\d+)?)\s*(?:m|min|mins|minute|minutes)\b/.exec(text);
  if (hours || minutes) {
    const read = (match: RegExpExecArray | null) => Number((match?.[1] ?? '0').replace(',', '.'));
    return Math.round(read(hours) * 60 + read(minutes));
  }
  const bare = /^(\d+(?:[.,]\d+)?)\+?$/.exec(text);
  return bare ? Math.round(Number((bare[1] ?? '').replace(',', '.'))) : undefined;
}
