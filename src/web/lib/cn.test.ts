import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { GROUP_CLASSES } from './class-conflicts';
import { cn } from './cn';

const PAGE_CLASSES = GROUP_CLASSES.flatMap((names) => names.split(' '));

describe('cn', () => {
  it('joins class names, leaving out the falsy ones', () => {
    expect(cn('flex', false, undefined, 'gap-2', { hidden: false, 'items-center': true })).toBe('flex gap-2 items-center');
  });

  it("lets a caller's class override a component's default that sets the same thing", () => {
    expect(cn('h-10 w-full px-3', 'h-8 w-32')).toBe('px-3 h-8 w-32');
    expect(cn('p-6 pt-0', 'pt-6')).toBe('p-6 pt-6');
    expect(cn('hover:bg-accent bg-card', 'hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(cn('text-sm', 'sm:text-base')).toBe('text-sm sm:text-base');
  });

  it('answers a list it has merged before as it did the first time, however many lists came between', () => {
    const pick = (index: number) => PAGE_CLASSES[index % PAGE_CLASSES.length];
    const lists = Array.from(
      { length: 2_500 },
      (_, index) => `${pick(index)} ${pick(index * 7 + 3)} stranger-${index} ${pick(index * 13 + 5)}`,
    );
    const first = lists.map((list) => cn(list));
    expect(lists.map((list) => cn(list))).toEqual(first);
    expect(first).toEqual(lists.map((list) => twMerge(list)));
    expect(cn('h-10', 'h-8')).toBe('h-8');
    expect(cn('h-8', 'h-10')).toBe('h-10');
    expect(cn('h-10')).toBe('h-10');
  });

  it('keeps classes it does not know, as written', () => {
    expect(cn('lucide lucide-x', 'no-print', 'lucide')).toBe('lucide lucide-x no-print lucide');
  });

  it("merges any list of the page's classes, with any variants, as tailwind-merge does", () => {
    const variant = fc.constantFrom(
      '',
      'sm:',
      'md:',
      'hover:',
      'focus-visible:',
      'hover:sm:',
      'sm:hover:',
      '[&_svg]:',
      'dark:',
      'placeholder:',
    );
    const important = fc.constantFrom('', '!');
    const token = fc
      .tuple(variant, important, fc.constantFrom(...PAGE_CLASSES), fc.constantFrom('', 'stranger'))
      .map(([prefix, mark, base, unknown]) => unknown || `${prefix}${mark}${base}`);
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        expect(cn(...tokens)).toBe(twMerge(tokens.join(' ')));
      }),
      { numRuns: 2000 },
    );
  });
});
