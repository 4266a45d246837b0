import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { GROUP_CLASSES, GROUP_OVERRIDES } from './class-conflicts';
import { parseClass } from './parse-class';

/** Most merged class lists kept: a page has a few hundred distinct ones. */
const MERGED_KEPT = 1_000;
const merged = new Map<string, string>();

/** The group of each class of the table. */
const GROUP_OF = new Map(GROUP_CLASSES.flatMap((names, group) => names.split(' ').map((name) => [name, group] as const)));

/**
 * Joins class names, and where two set the same thing (`h-10` then `h-8`), keeps the later: a
 * component's defaults give way to its caller's classes. The same merge as tailwind-merge's,
 * from a table built ahead of time from it (scripts/class-conflicts.ts) instead of its
 * configuration, which took a slow phone 65–100 ms to build on every screen (decision 0022).
 * Development and tests check every merge against tailwind-merge itself. A screen asks for the
 * same few hundred lists over and over (every button, every row), so each list is merged once
 * and kept (decision 0022).
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    result = merge(joined);
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(joined, result);
  }
  return result;
}

function merge(joined: string): string {
  const tokens = joined.split(/\s+/);
  const overridden = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (!token) continue;
    const { modifiers, base } = parseClass(token);
    const group = GROUP_OF.get(base);
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    if (overridden.has(`${modifiers}:${group}`)) continue;
    kept.push(token);
    overridden.add(`${modifiers}:${group}`);
    for (const other of GROUP_OVERRIDES[group] ?? []) overridden.add(`${modifiers}:${other}`);
  }
  const result = kept.reverse().join(' ');
  if (import.meta.env.DEV) {
    const expected = twMerge(joined);
    if (result !== expected) throw new Error(`cn merged "${joined}" as "${result}", tailwind-merge as "${expected}": run npm run classes`);
  }
  return result;
}
