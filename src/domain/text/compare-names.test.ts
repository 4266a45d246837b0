import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it('orders names as a reader would, ignoring case and accents first', () => {
    expect(['onions', 'Apples', 'crème fraîche', 'bananas', 'cream'].sort(compareNames)).toEqual([
      'Apples',
      'bananas',
      'cream',
      'crème fraîche',
      'onions',
    ]);
  });

  it('orders as localeCompare does for the catalog’s names', () => {
    const names = ['red onion', 'Red pepper', 'rice', 'ricotta', 'rocket', 'éclair', 'Zest', 'zucchini', '2 eggs'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});
