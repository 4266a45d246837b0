import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pantryItemName, pantryMatcher, startsWithAmount, usesPantry, type FoodReader } from './match-pantry';
import { readFood } from './read-food';

/** Whether one ingredient is in the pantry, as the matcher for that pantry answers. */
const matchesPantry = (ingredientName: string, pantry: readonly string[], reader: FoodReader) =>
  pantryMatcher(pantry, reader)(ingredientName);

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
    expect(matchesPantry(ingredient, pantry, readFood)).toBe(expected);
  });

  it.each([
    ['400g chicken breast', 'chicken breast'],
    ['2 x 400g tins of tomatoes', 'tomatoes'],
    ['1.5 kg potatoes', 'potatoes'],
    ['  Milk ', 'milk'],
  ])('reads %s as %s', (entry, name) => {
    expect(pantryItemName(entry, readFood)).toBe(name);
  });

  it('never matches on an empty pantry, and always matches an ingredient named exactly', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s) && !/^\s*[\d½¼¾]/.test(s)),
        (name) => {
          return !matchesPantry(name, [], readFood) && matchesPantry(name, [name], readFood);
        },
      ),
    );
  });

  it('matches an entry named exactly as the ingredient, even one that reads as an amount', () => {
    // Found by the property above: 'A t!' reads as one teaspoon of '!'.
    expect(matchesPantry('A t!', ['A t!'], readFood)).toBe(true);
    expect(matchesPantry('a tsp!x', ['A tsp!x'], readFood)).toBe(true);
    expect(matchesPantry('A t!', ['t!'], readFood)).toBe(true);
    expect(matchesPantry('salt', ['A t!'], readFood)).toBe(false);
  });

  it('matches names that differ only in the spaces inside them', () => {
    expect(matchesPantry('olive  oil', ['olive  oil'], readFood)).toBe(true);
    expect(matchesPantry('Olive oil', ['olive   oil'], readFood)).toBe(true);
  });

  it('tells whether a meal uses the pantry', () => {
    expect(usesPantry([{ name: 'rice' }, { name: 'leek' }], pantryMatcher(['leeks'], readFood))).toBe(true);
    expect(usesPantry([{ name: 'rice' }], pantryMatcher(['pasta'], readFood))).toBe(false);
  });

  it('asks the food reader only about an entry that starts with an amount', () => {
    const asked: string[] = [];
    const reader = (entry: string) => {
      asked.push(entry);
      return readFood(entry);
    };
    expect(usesPantry([{ name: 'chicken breast' }], pantryMatcher(['pinto beans', ' 400g chicken breast'], reader))).toBe(true);
    expect(asked).toEqual(['400g chicken breast']);
    expect(['½ onion', '2 leeks', 'a lemon', 'c/', 'pinto beans', 'apple'].map(startsWithAmount)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('matches an entry with an amount only as written while no reader can read it', () => {
    const readsNothing = () => undefined;
    expect(matchesPantry('chicken breast', ['400g chicken breast'], readsNothing)).toBe(false);
    expect(matchesPantry('400g chicken breast', ['400g chicken breast'], readsNothing)).toBe(true);
    expect(matchesPantry('leek', ['leeks'], readsNothing)).toBe(true);
  });
});
