import { expect, type Page } from '@playwright/test';

/** From the planner to a plan of `count` meals on the built-in catalog. */
export async function planAWeek(page: Page, count = 3): Promise<void> {
  await page.goto('/planner');
  await page.getByLabel('Meals this week').selectOption(String(count));
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(count * 2, { timeout: 20_000 });
  for (let i = 0; i < count; i += 1) {
    await page.getByRole('button', { name: 'Select', exact: true }).first().click();
    await page.waitForTimeout(350);
  }
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page).toHaveURL(/\/weekly-plan$/);
}
