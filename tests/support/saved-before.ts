/**
 * What Larder stored before allergies were labelled: preferences without `allergies`, meals
 * without `mayContain` or `allergenSource` (catalog meals with ids, model meals with free lines),
 * a favourite in the spec's older shape (`nutritionInfo`, a JSON string). Copied from the shapes
 * the code of that time wrote, so tests can prove every one still loads.
 */
export const OLD_PREFERENCES = {
  cookingTime: '30 minutes',
  maxPricePerMeal: '£10.00',
  nutritionalRequirements: 'Balanced',
  caloriesRange: [500, 800],
  proteinRange: [20, 40],
  dietaryPreferences: 'None',
  cuisines: ['Thai'],
  mealCount: { main: 2 },
  excludedItems: ['nuts', 'mushrooms'],
  cookingSkill: 'intermediate',
  servings: 2,
  isFlexible: false,
  includeBreakfastOptions: false,
  ingredientsToUse: [],
};

export const OLD_CATALOG_MEAL = {
  id: 'pad-thai',
  name: 'Prawn Pad Thai',
  description: 'Sweet, sour and salty noodles with prawns.',
  mealType: 'main',
  imageUrl: '/images/meal-placeholder.svg',
  isBreakfast: false,
  ingredients: [
    { name: 'rice noodles', quantity: '150 g', ingredientId: 'rice-noodles', amount: 150, unit: 'g' },
    { name: 'raw king prawns', quantity: '200 g', ingredientId: 'king-prawns', amount: 200, unit: 'g' },
    { name: 'peanuts', quantity: '30 g, chopped', ingredientId: 'peanuts', amount: 30, unit: 'g' },
    { name: 'fish sauce', quantity: '2 tbsp', ingredientId: 'fish-sauce', amount: 30, unit: 'ml' },
  ],
  cookingTime: '25 minutes',
  nutritionalInformation: { calories: 610, protein: 32, carbs: 70, fat: 20 },
  maxPricePerMeal: '£6.40',
  instructions: ['Soak the noodles.', 'Stir-fry the prawns.', 'Toss with the sauce and peanuts.'],
  tags: ['Dairy-free'],
  cuisine: 'Thai',
  servings: 2,
  allergens: ['crustaceans', 'fish', 'peanuts'],
};

export const OLD_MODEL_MEAL = {
  id: 'ai-3f1c',
  name: 'Creamy Mushroom Pasta',
  description: 'Silky pasta with mushrooms.',
  mealType: 'main',
  imageUrl: '/images/meal-placeholder.svg',
  isBreakfast: false,
  ingredients: [
    { name: 'tagliatelle', quantity: '200 g' },
    { name: 'chestnut mushrooms', quantity: '250 g' },
    { name: 'double cream', quantity: '150 ml' },
  ],
  cookingTime: '20 minutes',
  nutritionalInformation: { calories: 640, protein: 20, carbs: 70, fat: 30 },
  maxPricePerMeal: '£5.10',
  instructions: ['Cook the pasta.', 'Fry the mushrooms, add the cream.', 'Toss together.'],
  tags: [],
};

/** A favourite as the spec's earlier product stored it: a JSON string, `nutritionInfo`, a numeric id. */
export const OLD_FAVOURITE_JSON = JSON.stringify({
  id: 42,
  name: 'Peanut Satay Noodles',
  description: 'Noodles in a peanut sauce.',
  ingredients: [
    { name: 'egg noodles', quantity: '200 g' },
    { name: 'peanut butter', quantity: '3 tbsp' },
  ],
  nutritionInfo: { calories: 700, protein: 25 },
  maxPricePerMeal: '£4',
});
