import { and, asc, eq, inArray } from 'drizzle-orm';
import { ownRecipeFacts } from '../../../catalog/own-recipe-facts';
import type { Cuisine } from '../../../domain/preferences';
import { CUISINES } from '../../../domain/preferences';
import type { LineMatch, MatchedBy, OwnRecipe, RecipeLine, RecipeStep } from '../../../domain/recipes';
import { UNITS, type Unit } from '../../../domain/units';
import type { Db } from '../../db/database';
import { ownRecipeLines, ownRecipes } from '../../db/schema';

export const RECIPE_COLUMNS = {
  id: ownRecipes.id,
  name: ownRecipes.name,
  description: ownRecipes.description,
  cuisine: ownRecipes.cuisine,
  mealType: ownRecipes.mealType,
  servings: ownRecipes.servings,
  prepMinutes: ownRecipes.prepMinutes,
  cookMinutes: ownRecipes.cookMinutes,
  steps: ownRecipes.steps,
  notes: ownRecipes.notes,
  imageId: ownRecipes.imageId,
  sourceUrl: ownRecipes.sourceUrl,
  sourceName: ownRecipes.sourceName,
  sourceAuthor: ownRecipes.sourceAuthor,
  createdAt: ownRecipes.createdAt,
  updatedAt: ownRecipes.updatedAt,
};

const LINE_COLUMNS = {
  recipeId: ownRecipeLines.recipeId,
  position: ownRecipeLines.position,
  text: ownRecipeLines.text,
  amount: ownRecipeLines.amount,
  amountMax: ownRecipeLines.amountMax,
  unit: ownRecipeLines.unit,
  food: ownRecipeLines.food,
  note: ownRecipeLines.note,
  groupName: ownRecipeLines.groupName,
  match: ownRecipeLines.match,
  ingredientId: ownRecipeLines.ingredientId,
  matchedBy: ownRecipeLines.matchedBy,
};

type RecipeRow = Omit<typeof ownRecipes.$inferSelect, 'userId' | 'bytes'>;
type LineRow = Omit<typeof ownRecipeLines.$inferSelect, 'userId'>;

/** Larder's own address of a stored recipe picture. */
export const recipeImageUrl = (imageId: string) => `/api/recipes/images/${imageId}`;

function toLine(row: LineRow): RecipeLine {
  const unit = UNITS.includes(row.unit as Unit) ? (row.unit as Unit) : 'item';
  return {
    text: row.text,
    quantity: row.amount === null ? null : { amount: row.amount, ...(row.amountMax !== null ? { max: row.amountMax } : {}), unit },
    food: row.food,
    note: row.note,
    group: row.groupName,
    match: row.match as LineMatch,
    ingredientId: row.ingredientId,
    matchedBy: row.matchedBy as MatchedBy,
  };
}

export function toRecipe(row: RecipeRow, lines: readonly LineRow[]): OwnRecipe {
  const ingredients = [...lines].sort((a, b) => a.position - b.position).map(toLine);
  const cuisine = CUISINES.includes(row.cuisine as Cuisine) ? (row.cuisine as Cuisine) : null;
  const mealType = row.mealType === 'breakfast' ? 'breakfast' : 'main';
  const source =
    row.sourceUrl || row.sourceName || row.sourceAuthor ? { url: row.sourceUrl, name: row.sourceName, author: row.sourceAuthor } : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cuisine,
    mealType,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    ingredients,
    steps: row.steps as RecipeStep[],
    notes: row.notes,
    imageId: row.imageId,
    imageUrl: row.imageId ? recipeImageUrl(row.imageId) : null,
    source,
    facts: ownRecipeFacts({
      servings: row.servings,
      cuisine,
      mealType,
      prepMinutes: row.prepMinutes,
      cookMinutes: row.cookMinutes,
      ingredients,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The cook's recipes (all, or those ids), newest change first, each with its lines and facts. */
export async function loadRecipes(db: Db, userId: string, ids?: readonly string[]): Promise<OwnRecipe[]> {
  if (ids && ids.length === 0) return [];
  const owner = eq(ownRecipes.userId, userId);
  const rows = await db
    .select(RECIPE_COLUMNS)
    .from(ownRecipes)
    .where(ids ? and(owner, inArray(ownRecipes.id, [...ids])) : owner)
    .orderBy(asc(ownRecipes.name));
  if (rows.length === 0) return [];
  const lineOwner = eq(ownRecipeLines.userId, userId);
  const lines = await db
    .select(LINE_COLUMNS)
    .from(ownRecipeLines)
    .where(ids ? and(lineOwner, inArray(ownRecipeLines.recipeId, [...ids])) : lineOwner);
  const byRecipe = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = byRecipe.get(line.recipeId);
    if (list) list.push(line);
    else byRecipe.set(line.recipeId, [line]);
  }
  return rows.map((row) => toRecipe(row, byRecipe.get(row.id) ?? []));
}
