import { describe, expect, it } from 'vitest';
import { formatLineAmount } from './format-amount';

describe('formatLineAmount', () => {
  it('shows metric amounts in the unit a cook reads best', () => {
    expect(formatLineAmount({ amount: 400, unit: 'g' })).toBe('400 g');
    expect(formatLineAmount({ amount: 1250, unit: 'g' })).toBe('1.25 kg');
    expect(formatLineAmount({ amount: 750, unit: 'ml' })).toBe('750 ml');
    expect(formatLineAmount({ amount: 500, unit: 'ml' }, 3)).toBe('1.5 l');
  });

  it('keeps spoons, pieces and containers, singular or plural, with fractions and ranges', () => {
    expect(formatLineAmount({ amount: 2, unit: 'tbsp' })).toBe('2 tbsp');
    expect(formatLineAmount({ amount: 0.5, unit: 'tsp' })).toBe('½ tsp');
    expect(formatLineAmount({ amount: 2, max: 3, unit: 'clove' })).toBe('2–3 cloves');
    expect(formatLineAmount({ amount: 1, unit: 'tin' })).toBe('1 tin');
    expect(formatLineAmount({ amount: 1, unit: 'tin' }, 0.5)).toBe('½ tin');
    expect(formatLineAmount({ amount: 3, unit: 'item' })).toBe('3');
    expect(formatLineAmount({ amount: 1, unit: 'leaf' }, 2)).toBe('2 leaves');
  });
});
