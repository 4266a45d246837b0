import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `serious axe violations on ${where}`).toEqual([]);
}

/**
 * At a phone's and a desktop's width: the whole page, and the screen as the cook sees it with
 * `focus` in view. Ends at the desktop's width.
 */
async function screenshots(page: Page, testInfo: TestInfo, name: string, focus: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell settles into its phone layout a moment after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-page.png`), fullPage: true });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
}

const forecast = (page: Page) => page.getByRole('region', { name: 'Fresh food forecast' });

/** The forecast's figures as a cook reads them: each label with its value, then each leftover's line. */
async function forecastFigures(page: Page): Promise<string[]> {
  const section = forecast(page);
  await expect(section).toBeVisible();
  const figures = await section.locator('dl > div').allInnerTexts();
  const leftovers = await section.getByRole('listitem').allInnerTexts();
  return [...figures, ...leftovers].map((text) => text.replace(/\s+/g, ' ').trim());
}

test('choose two meals, Complete my week: seven dinners and the forecast of what is left over, the same on the shopping list', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/planner');
  await expect(page.getByRole('heading', { name: 'Create your weekly meal plan' })).toBeVisible();
  await page.getByLabel('Meals this week').selectOption('7');
  await page.getByLabel('Servings per meal').selectOption('2');
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(14, { timeout: 30_000 });

  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Select', exact: true }).first().click();
    await page.waitForTimeout(350);
  }
  await expect(page.getByText('2 / 7 selected')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete my week' });
  await expect(complete).toBeVisible();
  await expect(page.getByText('Larder fills the other 5 dinners for whole packs', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'meal selection');
  await screenshots(page, testInfo, 'meal-selection', page.getByRole('region', { name: 'Let Larder plan the rest' }));

  // By keyboard: the button takes focus and Enter presses it.
  await complete.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your week is planned')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/weekly-plan$/);
  await expect(page.getByRole('heading', { name: 'Flexible Meal Planning' })).toBeVisible();
  await expect(page.getByText('7 meals', { exact: true })).toBeVisible();

  // The calendar shows a dinner on each of the seven days.
  await page.getByRole('button', { name: 'Weekly calendar' }).click();
  const dinners = page.locator('[data-testid$="-main"]').getByRole('heading', { level: 4 });
  await expect(dinners).toHaveCount(7);

  const onPlan = await forecastFigures(page);
  expect(onPlan[0]).toMatch(/^Fresh food bought [\d.]+ k?g \(£\d+\.\d\d\)$/);
  expect(onPlan[1]).toMatch(/^Expected left over [\d.]+ k?g \(£\d+\.\d\d\)$/);
  expect(onPlan[2]).toMatch(/^Eaten before it goes off \d+% by weight$/);
  await expectNoSeriousAxeViolations(page, 'weekly plan');
  await screenshots(page, testInfo, 'weekly-plan', forecast(page));

  await page.getByRole('link', { name: 'Shopping List' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  expect(await forecastFigures(page)).toEqual(onPlan);
  await expectNoSeriousAxeViolations(page, 'shopping list');
  await screenshots(page, testInfo, 'shopping-list', forecast(page));
});
