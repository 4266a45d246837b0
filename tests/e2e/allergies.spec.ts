import { expect, test, type Page } from '@playwright/test';

const DECLARED = ['Peanuts', 'Milk', 'Sesame seeds'];

async function declareAllergies(page: Page) {
  await page.goto('/planner');
  await page.getByLabel('Meals this week').selectOption('3');
  await page.getByRole('tab', { name: 'Advanced options' }).click();
  await page
    .getByRole('group', { name: /Allergies/ })
    .getByRole('checkbox', { name: 'Peanuts' })
    .click();
  await page.getByRole('textbox', { name: 'Excluded items and allergies 1' }).fill('dairy-free, sesame seeds');
}

test('a cook ticks Peanuts, types "dairy-free, sesame seeds", sees what each means, and no meal holds any of them', async ({
  page,
}, testInfo) => {
  await declareAllergies(page);
  const excluded = page.getByRole('group', { name: 'Excluded items and allergies' });
  await expect(excluded.getByRole('listitem').filter({ hasText: 'dairy-free' })).toHaveText('dairy-free → Milk');
  await expect(excluded.getByRole('listitem').filter({ hasText: 'sesame seeds' })).toHaveText('sesame seeds → Sesame seeds');
  await expect(page.getByRole('group', { name: /Allergies/ }).getByRole('checkbox', { name: 'Peanuts' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.screenshot({ path: testInfo.outputPath(`planner-${page.viewportSize()?.width}.png`), fullPage: true });

  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(6, { timeout: 20_000 });

  const labels = page.getByTestId('meal-allergens');
  await expect(labels).toHaveCount(6);
  for (const label of await labels.all()) {
    const contains = await label.getByText(/^Contains:/).textContent();
    const mayContain = await label.getByText(/^May contain:/).textContent();
    for (const allergen of DECLARED) {
      expect(contains, contains ?? '').not.toContain(allergen);
      expect(mayContain, mayContain ?? '').not.toContain(allergen);
    }
  }
  await page.screenshot({ path: testInfo.outputPath(`meal-cards-${page.viewportSize()?.width}.png`), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Allergies group and the meal cards fit a 375 px screen', async ({ page }, testInfo) => {
    await declareAllergies(page);
    const group = page.getByRole('group', { name: /Allergies/ });
    const box = await group.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('planner-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'Generate meal options' }).click();
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(6, { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('meal-cards-375.png'), fullPage: true });
  });
});
