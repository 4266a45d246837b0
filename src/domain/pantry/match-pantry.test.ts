import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPantry, pantryItemName, usesPantry } from './match-pantry';

describe('pantry matching', () => {
  it.each([
    ['chicken breast', ['chicken'], true],
    ['chicken breast', ['Chicken Breast '], true],
    ['chicken breast', ['400g chicken breast'], true],
    ['cherry tomato', ['tomatoes'], true],
    ['red onion', ['onion'], true],
    ['onion', ['red onion'], false],
    ['chickpea', ['chick'], false],
    ['spinach', ['', '   '], false],
    ['rice', ['rice'], true],
  ])('%s with pantry %j matches: %s', (ingredient, pantry, expected) => {
    expect(matchesPantry(ingredient, pantry)).toBe(expected);
  });

  it.each([
    ['400g chicken breast', 'chicken breast'],
    ['2 x 400g tins of tomatoes', 'tomatoes'],
    ['1.5 kg potatoes', 'potatoes'],
    ['  Milk ', 'milk'],
  ])('reads %s as %s', (entry, name) => {
    expect(pantryItemName(entry)).toBe(name);
  });

  it('never matches on an empty pantry, and always matches an ingredient named exactly', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s) && !/^\s*[\d½¼¾]/.test(s)),
        (name) => {
          return !matchesPantry(name, []) && matchesPantry(name, [name]);
        },
      ),
    );
  });

  it('matches an entry named exactly as the ingredient, even one that reads as an amount', () => {
    // Found by the property above: 'A t!' reads as one teaspoon of '!'.
    expect(matchesPantry('A t!', ['A t!'])).toBe(true);
    expect(matchesPantry('a tsp!x', ['A tsp!x'])).toBe(true);
    expect(matchesPantry('A t!', ['t!'])).toBe(true);
    expect(matchesPantry('salt', ['A t!'])).toBe(false);
  });

  it('matches names that differ only in the spaces inside them', () => {
    expect(matchesPantry('olive  oil', ['olive  oil'])).toBe(true);
    expect(matchesPantry('Olive oil', ['olive   oil'])).toBe(true);
  });

  it('tells whether a meal uses the pantry', () => {
    expect(usesPantry([{ name: 'rice' }, { name: 'leek' }], ['leeks'])).toBe(true);
    expect(usesPantry([{ name: 'rice' }], ['pasta'])).toBe(false);
  });
});
