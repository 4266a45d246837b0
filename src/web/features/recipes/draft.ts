import type { MealType } from '../../../domain/meal';
import type { Cuisine } from '../../../domain/preferences';
import type { ImportedRecipe, LineMatch, MatchedBy, OwnRecipe, OwnRecipeInput, RecipeSource } from '../../../domain/recipes';
import { randomId } from '../../lib/random-id';

/** One ingredient line as the form holds it: the text, and the cook's match when the cook chose one. */
export type DraftLine = {
  key: string;
  text: string;
  group: string | null;
  matchedBy: MatchedBy;
  match?: LineMatch;
  ingredientId?: string | null;
};
export type DraftStep = { key: string; text: string; section: string | null };

/** The recipe form's values: numbers as typed (''), so a half-typed field is never lost. */
export type RecipeDraft = {
  name: string;
  description: string;
  cuisine: Cuisine | '';
  mealType: MealType;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  lines: DraftLine[];
  steps: DraftStep[];
  notes: string;
  imageId: string | null;
  imageUrl: string | null;
  source: { url: string; name: string; author: string };
  /** Things the import could not do, shown above the form until the cook saves. */
  warnings: string[];
};

export const newLine = (text = ''): DraftLine => ({ key: randomId(), text, group: null, matchedBy: 'larder' });
export const newStep = (text = ''): DraftStep => ({ key: randomId(), text, section: null });

const sourceOf = (source: RecipeSource | null) => ({ url: source?.url ?? '', name: source?.name ?? '', author: source?.author ?? '' });
const minutes = (value: number | null) => (value === null ? '' : String(value));

export function emptyDraft(): RecipeDraft {
  return {
    name: '',
    description: '',
    cuisine: '',
    mealType: 'main',
    servings: '4',
    prepMinutes: '',
    cookMinutes: '',
    lines: [newLine(), newLine(), newLine()],
    steps: [newStep()],
    notes: '',
    imageId: null,
    imageUrl: null,
    source: sourceOf(null),
    warnings: [],
  };
}

/** A saved recipe in the form; the cook's own matches stay the cook's. */
export function draftFromRecipe(recipe: OwnRecipe): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine ?? '',
    mealType: recipe.mealType,
    servings: String(recipe.servings),
    prepMinutes: minutes(recipe.prepMinutes),
    cookMinutes: minutes(recipe.cookMinutes),
    lines: recipe.ingredients.map((line) => ({
      key: randomId(),
      text: line.text,
      group: line.group,
      matchedBy: line.matchedBy,
      ...(line.matchedBy === 'cook' ? { match: line.match, ingredientId: line.ingredientId } : {}),
    })),
    steps: recipe.steps.map((step) => ({ key: randomId(), text: step.text, section: step.section })),
    notes: recipe.notes,
    imageId: recipe.imageId,
    imageUrl: recipe.imageUrl,
    source: sourceOf(recipe.source),
    warnings: [],
  };
}

/** A page's recipe, read by the server, in the form for the cook to confirm. */
export function draftFromImport(recipe: ImportedRecipe): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine ?? '',
    mealType: recipe.mealType,
    servings: recipe.servings === null ? '' : String(recipe.servings),
    prepMinutes: minutes(recipe.prepMinutes ?? (recipe.cookMinutes === null ? recipe.totalMinutes : null)),
    cookMinutes: minutes(recipe.cookMinutes),
    lines: recipe.ingredients.map((line) => ({ key: randomId(), text: line.text, group: line.group, matchedBy: 'larder' })),
    steps: recipe.steps.map((step) => ({ key: randomId(), text: step.text, section: step.section })),
    notes: recipe.yieldText && recipe.servings === null ? `Makes ${recipe.yieldText}` : '',
    imageId: recipe.imageId,
    imageUrl: recipe.imageUrl,
    source: sourceOf(recipe.source),
    warnings: recipe.warnings,
  };
}

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form's values as the API takes them; blank lines and steps are left out. */
export function draftToInput(draft: RecipeDraft): OwnRecipeInput {
  const source = {
    url: draft.source.url.trim() || null,
    name: draft.source.name.trim() || null,
    author: draft.source.author.trim() || null,
  };
  return {
    name: draft.name,
    description: draft.description,
    cuisine: draft.cuisine || null,
    mealType: draft.mealType,
    servings: draft.servings.trim() === '' ? Number.NaN : Number(draft.servings),
    prepMinutes: whole(draft.prepMinutes),
    cookMinutes: whole(draft.cookMinutes),
    ingredients: draft.lines
      .filter((line) => line.text.trim() !== '')
      .map((line) => ({
        text: line.text,
        group: line.group,
        matchedBy: line.matchedBy,
        ...(line.matchedBy === 'cook' ? { match: line.match, ingredientId: line.ingredientId ?? null } : {}),
      })),
    steps: draft.steps.filter((step) => step.text.trim() !== '').map((step) => ({ text: step.text, section: step.section })),
    notes: draft.notes,
    imageId: draft.imageId,
    source: source.url || source.name || source.author ? source : null,
  };
}
