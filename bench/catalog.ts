import { planMeals } from '../src/catalog';
import { median, type Figure } from './lib';

/** planMeals for 10 options, timed in process over varied preferences. */
export function catalogFigures(): Figure[] {
  const preferences = [
    {},
    { dietaryPreferences: 'Vegan' as const },
    { excludedItems: ['nuts', 'dairy'], cuisines: ['Thai' as const, 'Indian' as const] },
    { ingredientsToUse: ['spinach', '400g chicken breast'], servings: 4 },
  ];
  planMeals({}, { count: 10, seed: 0 });
  const times: number[] = [];
  for (let run = 0; run < 200; run += 1) {
    const started = performance.now();
    planMeals(preferences[run % preferences.length] ?? {}, { count: 10, seed: run });
    times.push(performance.now() - started);
  }
  return [{ name: 'catalog planMeals, 10 options (median of 200)', value: median(times), unit: 'ms', budget: { max: 20 } }];
}
