import { describe, expect, it } from 'vitest';
import { creditedSite, opensGroup } from './recipe-display';

describe('creditedSite', () => {
  it('credits the site or book named, else the address the recipe came from without www', () => {
    expect(creditedSite({ name: 'BBC Good Food', url: 'https://www.bbcgoodfood.com/recipes/x' })).toBe('BBC Good Food');
    expect(creditedSite({ name: null, url: 'https://www.bbcgoodfood.com/recipes/x' })).toBe('bbcgoodfood.com');
    expect(creditedSite({ name: null, url: 'https://cooking.example.org/a' })).toBe('cooking.example.org');
    expect(creditedSite({ name: null, url: null })).toBeNull();
  });
});

describe('opensGroup', () => {
  const lines = [
    { group: null },
    { group: 'For the sauce' },
    { group: 'For the sauce' },
    { group: 'To serve' },
    { group: 'For the sauce' },
  ];
  it('marks the first line of each run of a group, and no line without one', () => {
    expect(lines.map((_, index) => opensGroup(lines, index, (line) => line.group))).toEqual([false, true, false, true, true]);
  });
});
