import type { Meal, MealIngredient } from '../domain/meal';
import { formatPounds } from '../domain/meal';
import { requireIngredient } from './ingredient-index';
import { priceOf, recipeFacts } from './recipe-facts';
import type { Ingredient, Recipe } from './types';

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

function number(value: number): string {
  const whole = Math.floor(value);
  const rest = Math.round((value - whole) * 100) / 100;
  const fraction = FRACTIONS[String(rest)];
  if (fraction) return whole > 0 ? `${whole}${fraction}` : fraction;
  return String(Math.round(value * 10) / 10);
}

/** A cook's quantity for an amount in the ingredient's unit: '200 g', '1.2 kg', '1 tbsp', '2'. */
export function formatQuantity(amount: number, ingredient: Ingredient): string {
  switch (ingredient.unit) {
    case 'item': {
      // Quarters read best (½ lemon); a smaller share than a quarter keeps one decimal.
      const quarters = Math.round(amount * 4) / 4;
      return quarters > 0 ? number(quarters) : number(Math.max(0.1, Math.round(amount * 10) / 10));
    }
    case 'g':
      return amount >= 1000 ? `${number(amount / 1000)} kg` : `${Math.round(amount)} g`;
    case 'ml':
      if (amount < 5) return `${number(Math.round((amount / 5) * 4) / 4)} tsp`;
      if (amount < 15) return `${number(Math.round(amount / 5))} tsp`;
      if (amount <= 45 && Math.abs(amount / 15 - Math.round(amount / 15)) < 0.01) return `${number(amount / 15)} tbsp`;
      return amount >= 1000 ? `${number(amount / 1000)} l` : `${Math.round(amount)} ml`;
  }
}

/** A catalog recipe as a domain Meal for a number of servings; every figure computed. */
export function recipeToMeal(recipe: Recipe, servings: number): Meal {
  const facts = recipeFacts(recipe);
  const ingredients: MealIngredient[] = recipe.ingredients.map((line) => {
    const ingredient = requireIngredient(line.id);
    return {
      name: ingredient.name,
      quantity: `${formatQuantity(line.amount * servings, ingredient)}${line.note ? `, ${line.note}` : ''}`,
      price: Math.round(priceOf(line, ingredient) * servings * 100) / 100,
      category: ingredient.category,
      ingredientId: ingredient.id,
      amount: Math.round(line.amount * servings * 100) / 100,
      unit: ingredient.unit,
      pack: { size: ingredient.pack.size, label: ingredient.pack.label },
      shelfLifeDays: ingredient.shelfLife.days,
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
    cookingTime: `${facts.totalMinutes} minutes`,
    prepTime: `${recipe.prepMinutes} minutes`,
    nutritionalInformation: { ...facts.nutrition },
    maxPricePerMeal: formatPounds(facts.price * servings),
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
    ...(facts.labelNotes.length > 0 ? { labelNotes: [...facts.labelNotes] } : {}),
  };
}
