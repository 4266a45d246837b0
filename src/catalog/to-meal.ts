import type { IngredientLine, Meal } from '../domain/meal';
import { poundsToPence } from '../domain/meal';
import type { Amount } from '../domain/units/ingredient-line';
import { requireIngredient } from './ingredient-index';
import { priceOf, recipeFacts } from './recipe-facts';
import { mealLeftovers, storageLifeOf } from './storage-life';
import type { Ingredient, Recipe } from './types';

/**
 * An amount in the ingredient's own unit as a cook measures it: weights in g, pieces in
 * quarters (½ lemon; less than a quarter keeps one decimal), small volumes in spoons
 * (1 tbsp of oil, ½ tsp of vanilla), larger ones in ml.
 */
export function cookQuantity(amount: number, ingredient: Ingredient): Amount {
  switch (ingredient.unit) {
    case 'item': {
      const quarters = Math.round(amount * 4) / 4;
      return { amount: quarters > 0 ? quarters : Math.max(0.1, Math.round(amount * 10) / 10), unit: 'item' };
    }
    case 'g':
      return { amount: amount >= 1000 ? Math.round(amount / 10) * 10 : Math.round(amount * 10) / 10, unit: 'g' };
    case 'ml':
      if (amount < 5) return { amount: Math.round((amount / 5) * 4) / 4, unit: 'tsp' };
      if (amount < 15) return { amount: Math.round(amount / 5), unit: 'tsp' };
      if (amount <= 45 && Math.abs(amount / 15 - Math.round(amount / 15)) < 0.01) return { amount: Math.round(amount / 15), unit: 'tbsp' };
      return { amount: amount >= 1000 ? Math.round(amount / 10) * 10 : Math.round(amount), unit: 'ml' };
  }
}

/** A catalog recipe as a domain Meal for a number of servings; every figure computed. */
export function recipeToMeal(recipe: Recipe, servings: number): Meal {
  const facts = recipeFacts(recipe);
  const ingredients: IngredientLine[] = recipe.ingredients.map((line) => {
    const ingredient = requireIngredient(line.id);
    return {
      name: ingredient.name,
      quantity: cookQuantity(line.amount * servings, ingredient),
      ...(line.note ? { note: line.note } : {}),
      pricePence: poundsToPence(priceOf(line, ingredient) * servings),
      category: ingredient.category,
      ingredientId: ingredient.id,
      amount: Math.round(line.amount * servings * 100) / 100,
      unit: ingredient.unit,
      pack: { size: ingredient.pack.size, label: ingredient.pack.label },
      shelfLifeDays: ingredient.shelfLife.days,
      storageLife: storageLifeOf(ingredient),
    };
  });
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    mealType: recipe.mealType,
    imageUrl: '/images/meal-placeholder.svg',
    isBreakfast: recipe.isBreakfast,
    ingredients,
    totalMinutes: facts.totalMinutes,
    prepMinutes: recipe.prepMinutes,
    nutritionalInformation: { ...facts.nutrition },
    pricePence: poundsToPence(facts.price * servings),
    recipe: recipe.instructions.map((step, index) => `${index + 1}. ${step}`).join('\n'),
    instructions: [...recipe.instructions],
    tags: facts.dietaryOptions.filter((option) => option !== 'None'),
    expiryDateConsiderations: recipe.storage,
    cuisine: recipe.cuisine,
    servings,
    skill: recipe.skill,
    allergens: [...facts.allergens],
    mayContain: [...facts.mayContain],
    allergenSource: 'catalog',
    leftovers: mealLeftovers(recipe),
    ...(facts.labelNotes.length > 0 ? { labelNotes: [...facts.labelNotes] } : {}),
  };
}
