// tailwind-merge's modifiers whose order changes what they select; the others are sorted.
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** A class split as tailwind-merge splits it: its variants in a comparable order with `!`, and the class itself. */
export function parseClass(token: string): { readonly modifiers: string; readonly base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const character = token[index];
    if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
    else if (character === ':' && depth === 0) {
      variants.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let base = token.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  if (important) base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return { modifiers: `${sorted.join(':')}${important ? '!' : ''}`, base };
}
