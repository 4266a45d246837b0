import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageClasses, TABLE_FILE, tableSource } from './class-conflicts';

describe('the class conflict table', () => {
  it('holds every Tailwind class the page uses, as tailwind-merge groups them (else: npm run classes)', () => {
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(tableSource());
  });

  it('finds classes with variants and arbitrary values, and leaves out words that are not classes', () => {
    const classes = pageClasses();

    expect(classes).toEqual(expect.arrayContaining(['h-10', 'size-4', 'max-h-[90dvh]', 'bg-primary/90', 'px-3']));
    expect(classes).not.toContain('className=');
    expect(classes).not.toContain('sm:text-sm');
  });
});
