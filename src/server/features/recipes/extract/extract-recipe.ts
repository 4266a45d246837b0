import type { RecipeFoundIn } from '../../../../domain/recipes';
import { cuisineFromText, parseDuration } from '../../../../domain/recipes';
import { parseHtml } from './html';
import { findJsonLdRecipe } from './json-ld';
import { findMicrodataRecipe, findRdfaRecipe } from './microdata';
import { readPageLists, readPageMeta } from './page-fallback';
import { imagesOf, ingredientLinesOf, namesOf, stepsOf, textOf, textsOf, type ById, type Step } from './read-node';
import { hasType, isNode, type SchemaNode } from './schema-node';

/** A recipe as read from a page, before its lines are parsed and matched. */
export type ExtractedRecipe = {
  foundIn: RecipeFoundIn;
  name: string;
  description: string;
  cuisine: ReturnType<typeof cuisineFromText>;
  mealType: 'main' | 'breakfast';
  servings: number | null;
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** Absolute http(s) address of the page's picture, for the server to fetch once. */
  imageUrl: string | null;
  ingredientLines: string[];
  steps: Step[];
  source: { url: string | null; name: string | null; author: string | null };
};

function absolute(address: string, base: string | undefined): string | null {
  try {
    const url = new URL(address, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function servingsFrom(yields: readonly string[]): { servings: number | null; yieldText: string | null } {
  const withNumber = yields.find((text) => /\d/.test(text));
  const worded = yields.find((text) => /[a-z]/i.test(text) && /\d/.test(text)) ?? withNumber ?? yields[0] ?? null;
  const number = withNumber ? Number(/(\d+)/.exec(withNumber)?.[1]) : Number.NaN;
  return { servings: Number.isInteger(number) && number > 0 && number <= 1000 ? number : null, yieldText: worded };
}

function siteName(recipe: SchemaNode, nodes: readonly SchemaNode[], byId: ById): string {
  const publisher = namesOf(recipe.publisher ?? recipe.sourceOrganization, byId);
  if (publisher) return publisher;
  const website = nodes.find((node) => hasType(node, 'WebSite'));
  return website ? textOf(website.name, byId) : '';
}

function fromNode(recipe: SchemaNode, nodes: readonly SchemaNode[], byId: ById, foundIn: RecipeFoundIn, pageUrl: string | undefined) {
  const prepMinutes = parseDuration(textOf(recipe.prepTime, byId));
  let cookMinutes = parseDuration(textOf(recipe.cookTime ?? recipe.performTime, byId));
  const totalMinutes = parseDuration(textOf(recipe.totalTime, byId));
  if (cookMinutes === null && totalMinutes !== null && prepMinutes !== null && totalMinutes >= prepMinutes)
    cookMinutes = totalMinutes - prepMinutes;
  const categories = textsOf(recipe.recipeCategory, byId);
  const images = imagesOf(recipe.image ?? recipe.thumbnailUrl, byId);
  const ownUrl =
    textOf(recipe.url, byId) || textOf(isNode(recipe.mainEntityOfPage) ? recipe.mainEntityOfPage['@id'] : recipe.mainEntityOfPage, byId);
  return {
    foundIn,
    name: textOf(recipe.name ?? recipe.headline, byId),
    description: textOf(recipe.description, byId),
    cuisine: cuisineFromText(textsOf(recipe.recipeCuisine, byId)),
    mealType: categories.some((category) => /breakfast|brunch/i.test(category)) ? ('breakfast' as const) : ('main' as const),
    ...servingsFrom(textsOf(recipe.recipeYield ?? recipe.yield, byId)),
    prepMinutes,
    cookMinutes,
    totalMinutes: totalMinutes ?? (prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null),
    imageUrl: images.map((image) => absolute(image, pageUrl)).find((image) => image !== null) ?? null,
    ingredientLines: ingredientLinesOf(recipe.recipeIngredient ?? recipe.ingredients, byId),
    steps: stepsOf(recipe.recipeInstructions ?? recipe.instructions ?? recipe.step, byId),
    source: {
      url: absolute(ownUrl, pageUrl),
      name: siteName(recipe, nodes, byId) || null,
      author: namesOf(recipe.author ?? recipe.creator, byId) || null,
    },
  };
}

const NO_IDS: ById = new Map();

/** A schema.org Recipe node already in hand (a recipe file from another app), read like a page's. */
export function readRecipeNode(node: SchemaNode): ExtractedRecipe {
  return fromNode(node, [], NO_IDS, 'json-ld', undefined);
}

/**
 * The schema.org Recipe of a page: JSON-LD first (arrays, @graph, nested and referenced
 * nodes), then microdata, then RDFa, then lists under 'Ingredients' and 'Method'. Whatever the
 * recipe leaves out is filled from the page's own meta tags (og:title, og:image, og:site_name)
 * and its first heading. Undefined when the page holds no recipe at all.
 */
export function extractRecipe(html: string, pageUrl?: string): ExtractedRecipe | undefined {
  const document = parseHtml(html);
  const meta = readPageMeta(document);
  const base = pageUrl ?? (absolute(meta.url, undefined) || undefined);

  let found: ExtractedRecipe | undefined;
  const jsonLd = findJsonLdRecipe(document);
  if (jsonLd) found = fromNode(jsonLd.recipe, jsonLd.nodes, jsonLd.byId, 'json-ld', base);
  if (!found || found.ingredientLines.length === 0) {
    const microdata = findMicrodataRecipe(document);
    const rdfa = microdata ? undefined : findRdfaRecipe(document);
    const node = microdata ?? rdfa;
    if (node) found = fromNode(node, [], NO_IDS, microdata ? 'microdata' : 'rdfa', base);
  }
  if (!found || found.ingredientLines.length === 0) {
    const lists = readPageLists(document);
    if (lists.ingredients.length > 0) {
      found = {
        foundIn: 'page',
        name: '',
        description: '',
        cuisine: null,
        mealType: 'main',
        servings: null,
        yieldText: null,
        prepMinutes: null,
        cookMinutes: null,
        totalMinutes: null,
        imageUrl: null,
        ingredientLines: lists.ingredients,
        steps: lists.steps.map((text) => ({ text, section: null })),
        source: { url: null, name: null, author: null },
      };
    }
  }
  if (!found) return undefined;

  let host: string | null = null;
  try {
    host = base ? new URL(base).hostname.replace(/^www\./, '') : null;
  } catch {
    host = null;
  }
  return {
    ...found,
    name: found.name || meta.title,
    description: found.description || meta.description,
    imageUrl: found.imageUrl ?? (meta.image ? absolute(meta.image, base) : null),
    source: {
      url: pageUrl ?? found.source.url ?? (meta.url ? absolute(meta.url, undefined) : null),
      name: found.source.name ?? (meta.siteName || host),
      author: found.source.author ?? (meta.author || null),
    },
  };
}
