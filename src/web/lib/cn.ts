import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { CLASS_GROUPS, GROUP_CONFLICTS } from './class-conflicts';

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
function parseClass(token: string): { readonly modifiers: string; readonly base: string } {
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

/**
 * Joins class names, and where two set the same thing (`h-10` then `h-8`), keeps the later: a
 * component's defaults give way to its caller's classes. The same merge as tailwind-merge's,
 * from a table built ahead of time from it (scripts/class-conflicts.ts) instead of its
 * configuration, which took a slow phone 65–100 ms to build on every screen (decision 0020).
 * Development and tests check every merge against tailwind-merge itself.
 */
export function cn(...inputs: ClassValue[]): string {
  const tokens = clsx(inputs).split(/\s+/);
  const overridden = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (!token) continue;
    const { modifiers, base } = parseClass(token);
    const group = CLASS_GROUPS[base];
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    if (overridden.has(`${modifiers}:${group}`)) continue;
    kept.push(token);
    for (const other of GROUP_CONFLICTS[group] ?? []) overridden.add(`${modifiers}:${other}`);
  }
  const merged = kept.reverse().join(' ');
  if (import.meta.env.DEV) {
    const expected = twMerge(clsx(inputs));
    if (merged !== expected)
      throw new Error(`cn merged "${clsx(inputs)}" as "${merged}", tailwind-merge as "${expected}": run npm run classes`);
  }
  return merged;
}
