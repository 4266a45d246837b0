import { ownRecipeFacts } from '../src/catalog/own-recipe-facts';
import { resolveRecipeLines } from '../src/catalog/resolve-recipe-lines';
import { parseIngredientLine, parseIngredientLines } from '../src/domain/units';
import { UK_INGREDIENT_LINES } from '../src/domain/units/uk-ingredient-lines.fixture';
import { extractRecipe } from '../src/server/features/recipes/extract/extract-recipe';
import { CORPUS, corpusHtml } from '../src/server/features/recipes/extract/recipe-corpus';
import { median, type Figure } from './lib';

const ROUNDS = 30;

/** What the import does with a page once it has it: extract, parse and match every line, sum the facts. */
function importPage(html: string, pageUrl: string | undefined) {
  const found = extractRecipe(html, pageUrl);
  if (!found) return undefined;
  const ingredients = resolveRecipeLines(found.ingredientLines.map((text) => ({ text, matchedBy: 'larder' as const })));
  ownRecipeFacts({
    servings: found.servings ?? 1,
    cuisine: found.cuisine,
    mealType: found.mealType,
    prepMinutes: found.prepMinutes,
    cookMinutes: found.cookMinutes,
    ingredients,
  });
  return ingredients;
}

/**
 * Recipe import on Larder's corpus, in process: time to read one page into a matched recipe
 * (median and worst of the per-page medians over repeated rounds), the share of ingredient
 * lines matched to the ingredient table, and the line parser's time per line.
 */
export function recipeImportFigures(): Figure[] {
  const pages = CORPUS.filter((page) => page.expected !== null).map((page) => ({ html: corpusHtml(page), url: page.pageUrl ?? undefined }));
  for (const page of pages) importPage(page.html, page.url);

  const perPage = pages.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    pages.forEach((page, index) => {
      const started = performance.now();
      importPage(page.html, page.url);
      perPage[index]?.push(performance.now() - started);
    });
  }
  const pageMedians = perPage.map(median);
  const worstRun = Math.max(...perPage.flat());

  let food = 0;
  let matched = 0;
  for (const page of pages) {
    for (const line of importPage(page.html, page.url) ?? []) {
      if (line.match === 'skip') continue;
      food += 1;
      if (line.match === 'ingredient') matched += 1;
    }
  }

  const texts = UK_INGREDIENT_LINES.map(([text]) => text);
  const lineRounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    for (const text of texts) parseIngredientLine(text);
    lineRounds.push(((performance.now() - started) / texts.length) * 1000);
  }

  const batchRounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    parseIngredientLines(texts);
    batchRounds.push(((performance.now() - started) / texts.length) * 1000);
  }

  return [
    { name: `recipe import, parse + match one page (median of ${pages.length} pages × ${ROUNDS})`, value: median(pageMedians), unit: 'ms' },
    { name: 'recipe import, slowest page (its median)', value: Math.max(...pageMedians), unit: 'ms' },
    { name: 'recipe import, worst single run', value: worstRun, unit: 'ms' },
    { name: `recipe import, lines matched to the ingredient table (${matched} of ${food})`, value: (matched / food) * 100, unit: '%' },
    { name: `ingredient line parser, per line (median of ${ROUNDS} rounds of ${texts.length})`, value: median(lineRounds), unit: 'µs' },
    { name: 'ingredient line parser, per line (worst round)', value: Math.max(...lineRounds), unit: 'µs' },
    { name: `ingredient line parser, a list at once, per line (median of ${ROUNDS})`, value: median(batchRounds), unit: 'µs' },
    { name: 'ingredient line parser, a list at once, per line (worst round)', value: Math.max(...batchRounds), unit: 'µs' },
  ];
}
