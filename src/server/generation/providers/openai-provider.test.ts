import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../../../domain/meal';
import { preferencesSchema } from '../../../domain/preferences';
import { goodMeal, startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { createOpenAiProvider } from './openai-provider';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

/** Every meal the provider reads from one answer of the fake model, asked for three mains. */
async function mealsRead(): Promise<Meal[]> {
  const provider = createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'gpt-fake', imageModel: 'img-fake' });
  const meals: Meal[] = [];
  for await (const meal of provider.streamMeals({
    preferences: preferencesSchema.parse({}),
    count: 3,
    breakfasts: 0,
    avoid: { ids: [], names: [] },
    seed: 1,
    signal: new AbortController().signal,
  }))
    meals.push(meal);
  return meals;
}

/** A meal without its id, which is generated on each reading. */
const values = ({ id: _id, ...meal }: Meal) => meal;
const SCRIPT = [goodMeal(0), { ...goodMeal(1), allergens: ['Milk'] }, goodMeal(2)];

describe("the model's answer, in each shape the spec accepts (meal-planning-flow §5)", () => {
  it.each(['array', 'meals', 'main'] as const)(
    'reads an answer shaped as %s into the meals the schema’s own shape gives',
    async (answerShape) => {
      fake.setScenario('scripted', { meals: SCRIPT });
      const asAsked = await mealsRead();
      fake.setScenario('scripted', { answerShape, meals: SCRIPT });
      const meals = await mealsRead();
      expect(meals.map((meal) => meal.name)).toEqual(SCRIPT.map((meal) => meal.name));
      for (const meal of meals) {
        expect(mealSchema.safeParse(meal).success).toBe(true);
        expect(meal.id).toMatch(/^ai-/);
      }
      expect(meals.map(values)).toEqual(asAsked.map(values));
    },
  );

  it('still fails an answer that holds no meals in any shape', async () => {
    fake.setScenario('malformed');
    await expect(mealsRead()).rejects.toThrow();
  });
});
