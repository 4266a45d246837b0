import { describe, expect, it } from 'vitest';
import { vetMeal } from '../../catalog';
import { modelMeal } from '../../domain/meal';
import { preferencesSchema } from '../../domain/preferences';
import { goodMeal } from '../../../tests/support/fake-openai';
import { toMealValues } from './schema';

/** The model's typed answer as the provider turns it into a meal: no text written to be read back. */
const fromModel = (answer: ReturnType<typeof goodMeal>) => modelMeal(toMealValues(answer), () => 'ai-test');

describe('the model path: typed output to a structured meal', () => {
  it('keeps the numbers as numbers: minutes, and pounds as pence', () => {
    const meal = fromModel({ ...goodMeal(0), totalMinutes: 35, prepMinutes: 10, pricePounds: 4.2 });
    expect(meal).toMatchObject({ totalMinutes: 35, prepMinutes: 10, pricePence: 420 });
    expect(meal?.ingredients[0]).toEqual({ name: 'chicken breast', quantity: { amount: 150, unit: 'g' }, text: '150 g' });
  });

  it('reads a real £10 as 1000 pence, and vetting keeps it', () => {
    const meal = fromModel({ ...goodMeal(0), pricePounds: 10 });
    expect(meal?.pricePence).toBe(1000);
    const vetted = vetMeal(meal!, preferencesSchema.parse({ maxPricePerMeal: '£15.00+' }));
    expect(vetted.meal.pricePence).toBe(1000);
    expect(vetted.problems).toEqual([]);
  });

  it('lets vetting work out a price the model did not give, from the catalog facts', () => {
    const meal = fromModel({ ...goodMeal(0), pricePounds: 0 });
    expect(meal?.pricePence).toBeUndefined();
    const vetted = vetMeal(meal!, preferencesSchema.parse({}));
    expect(vetted.meal.pricePence).toBeGreaterThan(100);
    expect(vetted.meal.pricePence).toBeLessThan(1000);
  });
});
