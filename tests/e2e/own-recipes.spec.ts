import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInConfirmedCook } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A recipe page as sites write it: schema.org Recipe in JSON-LD inside a @graph, ISO durations. */
const PAGE = `<!doctype html><html lang="en"><head><title>Granny's Chicken Pasta | Family Table</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
{"@type":"WebSite","name":"Family Table"},
{"@type":["Recipe"],"name":"Granny's Chicken Pasta","description":"Sunday pasta with a smoky tomato sauce.",
"author":{"@type":"Person","name":"Rose Hartley"},"recipeYield":["2","2 servings"],"prepTime":"PT10M","cookTime":"PT20M",
"recipeCuisine":"Italian","recipeIngredient":["200g spaghetti","1 chicken breast, sliced","1 x 400g tin chopped tomatoes",
"1 onion, finely chopped","2 tbsp olive oil","30g parmesan, grated","1 tbsp Granny’s smoky spice blend"],
"recipeInstructions":[{"@type":"HowToSection","name":"For the sauce","itemListElement":[
{"@type":"HowToStep","text":"Soften the onion in the oil, add the chicken and the spice and brown it."},
{"@type":"HowToStep","text":"Tip in the tomatoes and simmer for 10 minutes."}]},
{"@type":"HowToStep","text":"Cook the spaghetti, toss it with the sauce and top with parmesan."}]}]}</script>
</head><body><h1>Granny's Chicken Pasta</h1></body></html>`;

let site: Server;
let pageUrl = '';

test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/grannys-chicken-pasta') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    else response.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/grannys-chicken-pasta`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/own-recipes-${name}-${width}.png`, fullPage: true });
  }
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('import a page, fix a match, save, plan a week with it and shop for it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInConfirmedCook(page, 'recipes', 'my own recipes');

  // My Recipes is in the navigation; the list starts empty.
  await page.getByRole('link', { name: 'My Recipes' }).first().click();
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();

  // Import from the fixture site: the recipe opens in the form, nothing saved yet.
  await page.getByRole('link', { name: 'Import from a page' }).click();
  await page.getByRole('textbox', { name: 'Recipe page link' }).fill('http://127.0.0.1:1/nothing-here');
  await page.getByRole('button', { name: 'Import recipe' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'Recipe page link' }).fill(pageUrl);
  await page.getByRole('button', { name: 'Import recipe' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue("Granny's Chicken Pasta");
  await expect(page.getByRole('textbox', { name: 'Ingredient line 7' })).toHaveValue('1 tbsp Granny’s smoky spice blend');
  await expect(page.getByText('Not matched', { exact: true })).toBeVisible();
  await expect(page.getByText(/Allergens and diet unknown: 1 ingredient line not matched yet/)).toBeVisible();
  await check(page, 'form');

  // Fix the one match: the spice blend is smoked paprika.
  await page.getByRole('button', { name: 'Choose ingredient for “1 tbsp Granny’s smoky spice blend”' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the ingredient' });
  await picker.getByRole('searchbox', { name: 'Search Larder’s ingredients' }).fill('smoked paprika');
  await picker.getByRole('button', { name: /^smoked paprika/i }).click();
  await expect(page.getByText(/Matched: smoked paprika \(your choice\)/i)).toBeVisible();
  await expect(page.getByText(/Allergens and diet unknown/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save recipe' }).click();

  // The recipe page: nutrition per serving, price, allergens, the credit.
  await expect(page.getByRole('heading', { level: 1, name: "Granny's Chicken Pasta" })).toBeVisible();
  await expect(page.getByText(/^\d+ kcal$/)).toBeVisible();
  const allergens = page.getByRole('region', { name: 'Allergens' });
  await expect(allergens.getByText(/Cereals containing gluten, Milk/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Family Table/ })).toHaveAttribute('href', pageUrl);
  await check(page, 'page');

  // In My Recipes, with its time, price and allergens.
  await page.getByRole('link', { name: 'My Recipes' }).first().click();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: "Granny's Chicken Pasta" }) });
  await expect(card.getByText('30 minutes')).toBeVisible();
  await expect(card.getByText(/^£\d+\.\d\d a serving$/)).toBeVisible();
  await expect(card.getByText(/Milk/)).toBeVisible();
  await check(page, 'list');

  // Plan a week from my recipes only: it is the meal offered, planned, and on the shopping list.
  await page.goto('/planner');
  await page.getByLabel('Meals this week').selectOption('1');
  await page.getByRole('combobox', { name: 'My recipes' }).selectOption({ label: 'Only my recipes' });
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('heading', { name: "Granny's Chicken Pasta" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).first().click();
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page).toHaveURL(/\/weekly-plan$/);
  await expect(page.getByText("Granny's Chicken Pasta").first()).toBeVisible();

  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  for (const item of ['spaghetti', 'smoked paprika', 'parmesan']) await expect(page.getByText(item, { exact: true }).first()).toBeVisible();

  // Complete my week from my recipes only: the week planner on the server plans it as the dinner.
  await page.goto('/planner');
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('heading', { name: "Granny's Chicken Pasta" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Complete my week' }).click();
  await expect(page.getByText('Your week is planned')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/weekly-plan$/);
  await page.getByRole('button', { name: 'Weekly calendar' }).click();
  await expect(page.locator('[data-testid$="-main"]').getByRole('heading', { level: 4 })).toHaveText(["Granny's Chicken Pasta"]);
});
