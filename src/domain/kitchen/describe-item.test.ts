import { describe, expect, it } from 'vitest';
import { describeItem, replacedMessage } from './describe-item';

describe('telling the cook whose change was replaced', () => {
  it.each([
    ['planEntries', 'e1', { date: '2026-12-01', slot: 'main' }, "Tuesday's dinner"],
    ['planEntries', 'e2', { date: '2026-12-05', slot: 'breakfast' }, "Saturday's breakfast"],
    ['pantryAnswers', 'olive oil', { itemKey: 'olive oil', owned: true }, 'the pantry check for olive oil'],
    ['purchases', 'p1', { name: 'Milk' }, 'the purchase of Milk'],
    ['shoppingTicks', 'onion', undefined, 'the tick on onion'],
    ['state', 'week', { startDate: '2026-12-01' }, "the plan's first day"],
  ] as const)('%s %s is "%s"', (collection, id, value, words) => {
    expect(describeItem(collection, id, value)).toBe(words);
  });

  it('says it in one sentence, however many items', () => {
    expect(replacedMessage(["Tuesday's dinner"])).toBe("Your change to Tuesday's dinner was replaced by one from another device.");
    expect(replacedMessage(["Tuesday's dinner", 'the tick on onion', 'the tick on rice'])).toBe(
      "Your changes to Tuesday's dinner and 2 other items were replaced by ones from another device.",
    );
  });
});
