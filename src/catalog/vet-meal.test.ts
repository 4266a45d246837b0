import { describe, expect, it } from 'vitest';
import { adaptMeal, mealSchema } from '../domain/meal';
import { readQuantityText } from '../domain/units';
import { preferencesSchema } from '../domain/preferences';
import { recipeFacts } from './recipe-facts';
import { identifyIngredient, vetMeal } from './vet-meal';

const meal = (overrides: Record<string, unknown>) =>
  mealSchema.parse({
    id: 'm',
    name: 'Test',
    description: 'A test.',
    nutritionalInformation: { calories: 600, protein: 30 },
    pricePence: 400,
    totalMinutes: 25,
    ...overrides,
  });
/** An ingredient line as a model writes it: a name and a quantity as text, read once. */
const line = (name: string, quantity = '') => ({ name, ...readQuantityText(quantity) });

describe('identifyIngredient', () => {
  it.each([
    ['free-range eggs, beaten', 'egg'],
    ['Chopped fresh coriander', 'coriander'],
    ['zucchini', 'courgette'],
    ['toasted flaked almonds', 'flaked-almonds'],
  ])('%s is %s', (name, id) => {
    expect(identifyIngredient(name)?.id).toBe(id);
  });
});

describe('vetMeal', () => {
  it('finds an excluded allergen through the ingredient table', () => {
    const result = vetMeal(
      meal({ ingredients: [line('toasted flaked almonds', '20 g')] }),
      preferencesSchema.parse({ excludedItems: ['nuts'] }),
    );
    expect(result.problems.join()).toMatch(/toasted flaked almonds contains Tree nuts/);
  });

  it('finds an excluded ingredient by name even when the table does not know it', () => {
    const result = vetMeal(
      meal({ ingredients: [{ name: 'dragonfruit salsa with mushroom' }] }),
      preferencesSchema.parse({ excludedItems: ['mushroom'] }),
    );
    expect(result.problems.length).toBeGreaterThan(0);
  });

  it('refuses a "vegan" meal with cheese, and a meal over the price, time or calorie range', () => {
    const vegan = preferencesSchema.parse({ dietaryPreferences: 'Vegan' });
    expect(vetMeal(meal({ ingredients: [line('feta', '50 g')] }), vegan).problems.join()).toMatch(/not Vegan/);
    const tight = preferencesSchema.parse({ maxPricePerMeal: '£5.00', cookingTime: '15 minutes' });
    const problems = vetMeal(
      meal({ pricePence: 720, totalMinutes: 40, nutritionalInformation: { calories: 300, protein: 30 } }),
      tight,
    ).problems.join();
    expect(problems).toMatch(/costs £7.20/);
    expect(problems).toMatch(/takes 40 minutes/);
    expect(problems).toMatch(/300 kcal/);
  });

  it('passes a meal that keeps every constraint and fills in categories and prices', () => {
    const result = vetMeal(
      meal({
        ingredients: [line('chicken breast', '150 g'), line('basmati rice', '75 g')],
      }),
      preferencesSchema.parse({}),
    );
    expect(result.problems).toEqual([]);
    expect(result.meal.ingredients[0]).toMatchObject({ category: 'Meat & Seafood', ingredientId: 'chicken-breast' });
    expect(result.meal.ingredients[0]?.pricePence).toBeGreaterThan(50);
  });

  const known = [line('chicken breast', '200 g'), line('basmati rice', '100 g'), line('olive oil', '1 tbsp')];

  it('estimates missing nutrition and price with the catalog facts (recipeFacts)', () => {
    const result = vetMeal(
      meal({ nutritionalInformation: { calories: 0, protein: 0 }, pricePence: undefined, ingredients: known }),
      preferencesSchema.parse({ servings: 1 }),
    );
    // The catalog's own reading of the same lines as a one-serving recipe.
    const facts = recipeFacts({
      cuisine: 'British',
      ingredients: [
        { id: 'chicken-breast', amount: 200 },
        { id: 'basmati-rice', amount: 100 },
        { id: 'olive-oil', amount: 15 },
      ],
      prepMinutes: 0,
      cookMinutes: 25,
    });
    expect(result.meal.nutritionalInformation).toEqual(facts.nutrition);
    expect(result.meal.pricePence).toBe(Math.round(facts.price * 100));
  });

  it("keeps a real '£10' from the model as 1000 pence, never as 'price unknown'", () => {
    const answer = {
      name: 'Chicken rice',
      price: '£10',
      ingredients: [
        { name: 'chicken breast', quantity: '200 g' },
        { name: 'basmati rice', quantity: '100 g' },
      ],
    };
    const adapted = adaptMeal(answer, () => 'ai-1');
    expect(adapted?.pricePence).toBe(1000);
    const result = vetMeal(adapted!, preferencesSchema.parse({}));
    expect(result.meal.pricePence).toBe(1000);
  });

  it("gives a meal whose price nobody can work out the spec's generation default, £10", () => {
    const result = vetMeal(meal({ pricePence: undefined, ingredients: [line('kaya jam', '2 tbsp')] }), preferencesSchema.parse({}));
    expect(result.meal.pricePence).toBe(1000);
  });
});

describe('vetMeal fails closed on allergies', () => {
  const clean = [line('chicken breast', '300 g'), line('basmati rice', '150 g')];

  it('refuses a meal whose line it cannot identify when the cook has any allergy, and says which', () => {
    const result = vetMeal(
      meal({ ingredients: [...clean, line('kaya jam', '2 tbsp')] }),
      preferencesSchema.parse({ allergies: ['celery'] }),
    );
    expect(result.problems).toContain('kaya jam could not be identified, so its allergens are unknown');
  });

  it('lets such a meal through for a cook with no allergy, naming the line it could not check', () => {
    const result = vetMeal(meal({ ingredients: [...clean, line('kaya jam', '2 tbsp')] }), preferencesSchema.parse({}));
    expect(result.problems).toEqual([]);
    expect(result.meal).toMatchObject({ allergenSource: 'checked', unidentified: ['kaya jam'] });
  });

  it('reads the whole food, not the longest word: massaman curry paste holds crustaceans and fish, not only mustard', () => {
    const result = vetMeal(
      meal({ ingredients: [...clean, line('massaman curry paste', '2 tbsp')] }),
      preferencesSchema.parse({ allergies: ['crustaceans'] }),
    );
    expect(result.problems.join()).toMatch(/massaman curry paste contains Crustaceans/);
    expect(result.meal.allergens).toEqual(expect.arrayContaining(['crustaceans', 'fish']));
  });

  it('reads the steps: "serve with prawn crackers"', () => {
    const result = vetMeal(
      meal({ ingredients: clean, instructions: ['Fry the chicken.', 'Serve with prawn crackers.'] }),
      preferencesSchema.parse({ allergies: ['crustaceans'] }),
    );
    expect(result.problems.join()).toMatch(/steps mention food that may contain Crustaceans/);
  });

  it("merges the model's own allergens, and never trusts them alone", () => {
    const declared = vetMeal(meal({ ingredients: clean, allergens: ['sesame'] }), preferencesSchema.parse({ allergies: ['sesame'] }));
    expect(declared.problems).toContain('the model says it contains Sesame seeds');
    const understated = vetMeal(meal({ ingredients: [...clean, line('tahini', '2 tbsp')], allergens: [] }), preferencesSchema.parse({}));
    expect(understated.meal.allergens).toEqual(['sesame']);
  });

  it('checks the words of every line against typed exclusions, identified or not', () => {
    const result = vetMeal(
      meal({ ingredients: [...clean, line('chestnut mushrooms', '200 g')] }),
      preferencesSchema.parse({ excludedItems: ['mushrooms'] }),
    );
    expect(result.problems.join()).toMatch(/chestnut mushrooms is mushrooms/);
  });

  it('keeps kosher meals free of meat with fish', () => {
    const result = vetMeal(
      meal({ ingredients: [...clean, line('fish sauce', '1 tbsp')] }),
      preferencesSchema.parse({ dietaryPreferences: 'Kosher' }),
    );
    expect(result.problems).toContain('mixes meat with fish');
  });
});
