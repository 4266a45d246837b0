import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { DEFAULT_PREFERENCES, type Preferences } from '../preferences/preferences';
import { avoidedMeals, keptOptions, mayRevealEarly } from './selection-options';

const meal = (id: string): Meal => mealSchema.parse({ id, name: `Meal ${id}`, description: '' });

describe('keptOptions', () => {
  const options = [meal('a'), meal('b')];

  it('gives back the options made for the same preferences', () => {
    const saved = { options: { main: options }, selected: { main: [] }, preferences: DEFAULT_PREFERENCES };
    expect(keptOptions(saved, DEFAULT_PREFERENCES)).toBe(options);
  });

  it('keeps nothing when the preferences changed, are unknown, or no options were kept', () => {
    const changed: Preferences = { ...DEFAULT_PREFERENCES, cuisines: ['Thai'] };
    expect(keptOptions({ options: { main: options }, selected: { main: [] }, preferences: DEFAULT_PREFERENCES }, changed)).toBeUndefined();
    expect(keptOptions({ options: { main: options }, selected: { main: [] } }, DEFAULT_PREFERENCES)).toBeUndefined();
    expect(
      keptOptions({ options: { main: [] }, selected: { main: [] }, preferences: DEFAULT_PREFERENCES }, DEFAULT_PREFERENCES),
    ).toBeUndefined();
    expect(keptOptions(null, DEFAULT_PREFERENCES)).toBeUndefined();
  });
});

describe('avoidedMeals', () => {
  it('avoids the meals shown and the dismissed ones by id, and the dismissed ones by name', () => {
    expect(avoidedMeals([meal('a')], [{ id: 'x', name: 'Liver and onions' }])).toEqual({
      excludeIds: ['a', 'x'],
      avoidNames: ['Liver and onions'],
    });
  });
});

describe('mayRevealEarly', () => {
  it('shows the meals early from half way, once there are some', () => {
    expect(mayRevealEarly({ options: 3, reported: 50 })).toBe(true);
    expect(mayRevealEarly({ options: 3, reported: 49 })).toBe(false);
    expect(mayRevealEarly({ options: 0, reported: 90 })).toBe(false);
  });
});
