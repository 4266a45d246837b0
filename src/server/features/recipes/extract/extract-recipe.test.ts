import { describe, expect, it } from 'vitest';
import { CORPUS, corpusHtml } from './recipe-corpus';
import { extractRecipe } from './extract-recipe';

const withRecipes = CORPUS.filter((page) => page.expected !== null);

describe('extractRecipe on the corpus', () => {
  it('has at least 40 recipe pages', () => {
    expect(withRecipes.length).toBeGreaterThanOrEqual(40);
  });

  it.each(withRecipes.map((page) => [page.file, page] as const))('%s', (_file, page) => {
    const expected = page.expected!;
    const recipe = extractRecipe(corpusHtml(page), page.pageUrl ?? undefined);
    expect(recipe).toBeDefined();
    expect(recipe?.foundIn).toBe(expected.foundIn);
    expect(recipe?.name).toBe(expected.name);
    expect(recipe?.description).toBe(expected.description);
    expect(recipe?.ingredientLines.map((line) => line.replace(/^▢\s*/, ''))).toEqual(expected.ingredientLines);
    expect(recipe?.steps.map((step) => step.text)).toEqual(expected.steps);
    if (expected.sections) expect(recipe?.steps.map((step) => step.section)).toEqual(expected.sections);
    expect(recipe?.servings).toBe(expected.servings);
    if (expected.yieldText) expect(recipe?.yieldText).toBe(expected.yieldText);
    expect(recipe?.prepMinutes).toBe(expected.prepMinutes);
    expect(recipe?.cookMinutes).toBe(expected.cookMinutes);
    expect(recipe?.totalMinutes).toBe(expected.totalMinutes);
    expect(recipe?.imageUrl).toBe(expected.imageUrl);
    expect(recipe?.source).toEqual({ url: expected.sourceUrl, name: expected.site, author: expected.author });
    expect(recipe?.cuisine).toBe(expected.cuisine);
    expect(recipe?.mealType).toBe(expected.mealType);
  });

  it.each(CORPUS.filter((page) => page.expected === null).map((page) => page.file))('finds no recipe in %s', (file) => {
    const page = CORPUS.find((entry) => entry.file === file)!;
    expect(extractRecipe(corpusHtml(page), page.pageUrl ?? undefined)).toBeUndefined();
  });
});

describe('extractRecipe on hostile pages', () => {
  it('reads a recipe whose JSON-LD nests far deeper than any site would, without recursing forever', () => {
    const depth = 50_000;
    const deep = `${'{"@type":"Thing","child":'.repeat(depth)}{}${'}'.repeat(depth)}`;
    const html = `<script type="application/ld+json">[${deep},{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"]}]</script>`;
    expect(extractRecipe(html)?.name).toBe('Toast');
  });

  it('ignores a JSON-LD block that is not JSON and reads the next', () => {
    const html = `<script type="application/ld+json">{ not json </script><script type="application/ld+json">{"@type":"Recipe","name":"Beans on toast","recipeIngredient":["1 tin baked beans"]}</script>`;
    expect(extractRecipe(html)?.ingredientLines).toEqual(['1 tin baked beans']);
  });

  it('never hands back a script or a javascript: address as the picture', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"X","image":"javascript:alert(1)","recipeIngredient":["1 egg"],"recipeInstructions":"<script>alert(1)<\\/script>Boil."}</script>`;
    const recipe = extractRecipe(html, 'https://example.com/x');
    expect(recipe?.imageUrl).toBeNull();
    expect(recipe?.steps.map((step) => step.text)).toEqual(['Boil.']);
  });
});
