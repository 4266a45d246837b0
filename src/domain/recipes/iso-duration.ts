/**
 * Durations as recipe pages give them: ISO 8601 ('PT1H30M', 'P0DT0H45M', 'PT0.5H'), or words
 * ('1 hour 15 mins', '45 minutes', '1½ hours'). Answers whole minutes, or null when unreadable.
 */
const ISO = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const WORDS = /(\d+(?:[.,]\d+)?|½|¼|¾)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)\b/gi;
const FRACTION: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

function number(text: string): number {
  return FRACTION[text] ?? Number(text.replace(',', '.'));
}

export function parseDuration(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? Math.round(text) : null;
  if (typeof text !== 'string') return null;
  const source = text.trim();
  if (!source) return null;
  const iso = ISO.exec(source);
  if (iso && source.length > 1 && source.toUpperCase() !== 'PT') {
    const [, weeks, days, hours, minutes, seconds] = iso.map((part) => (part ? number(part) : 0));
    const total = (weeks ?? 0) * 10_080 + (days ?? 0) * 1_440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
    return Number.isFinite(total) ? Math.round(total) : null;
  }
  let total = 0;
  let found = false;
  for (const match of source.matchAll(WORDS)) {
    const value = number(match[1] ?? '');
    const unit = (match[2] ?? '').toLowerCase();
    found = true;
    if (unit.startsWith('d')) total += value * 1_440;
    else if (unit.startsWith('h')) total += value * 60;
    else total += value;
  }
  if (found) return Math.round(total);
  return /^\d+$/.test(source) ? Number(source) : null;
}

/** Minutes as ISO 8601, for the exported file: 90 → 'PT1H30M', 0 → 'PT0M'. */
export function formatIsoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
