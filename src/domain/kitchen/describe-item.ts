import { weekdayOf } from '../dates/iso-date';
import type { KitchenCollection } from './collections';

/** The words for one item of a kitchen, as the cook would name it ("Tuesday's dinner"). */
export function describeItem(collection: KitchenCollection, id: string, value: unknown): string {
  const fields = (value && typeof value === 'object' ? value : {}) as { date?: unknown; slot?: unknown; name?: unknown; itemKey?: unknown };
  switch (collection) {
    case 'planEntries':
      if (typeof fields.date === 'string') return `${weekdayOf(fields.date)}'s ${fields.slot === 'breakfast' ? 'breakfast' : 'dinner'}`;
      return 'a meal in your plan';
    case 'pantryAnswers':
      return `the pantry check for ${typeof fields.itemKey === 'string' ? fields.itemKey : id}`;
    case 'purchases':
      return typeof fields.name === 'string' ? `the purchase of ${fields.name}` : 'a purchase';
    case 'shoppingTicks':
      return `the tick on ${typeof fields.itemKey === 'string' ? fields.itemKey : id}`;
    case 'inventory':
      return typeof fields.name === 'string' ? `the ${fields.name} in your pantry` : 'an item in your pantry';
    case 'pantryEvents':
      return typeof fields.name === 'string' ? `the record of ${fields.name} used or thrown away` : 'a record of food used or thrown away';
    case 'state':
      switch (id) {
        case 'preferences':
          return 'your preferences';
        case 'defaultPreferences':
          return 'your default preferences';
        case 'selection':
          return 'your meal selection';
        case 'week':
          return "the plan's first day";
        case 'dismissedMeals':
          return "the meals you don't want recommended";
        default:
          return 'your kitchen';
      }
  }
}

/** Issue 15: the device whose change lost is told, in plain words. */
export function replacedMessage(described: readonly string[]): string {
  const [first] = described;
  if (!first) return '';
  if (described.length === 1) return `Your change to ${first} was replaced by one from another device.`;
  const others = described.length - 1;
  return `Your changes to ${first} and ${others} other ${others === 1 ? 'item were' : 'items were'} replaced by ones from another device.`;
}
