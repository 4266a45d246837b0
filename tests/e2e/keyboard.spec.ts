import { expect, test, type Locator, type Page } from '@playwright/test';
import { planDays, type PlanDay } from './support/plan';

/** What has focus, in words, for the message when a target is never reached. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  });

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  throw new Error(`never reached ${target.toString()} by ${backwards ? 'Shift+Tab' : 'Tab'}; focus went: ${visited.join(' → ')}`);
}

/** Changes a focused native select with the arrow keys until it shows the wanted value. */
async function arrowSelect(page: Page, select: Locator, value: string) {
  const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const from = values.indexOf(await select.inputValue());
  const to = values.indexOf(value);
  if (to < 0) throw new Error(`no option ${value}`);
  for (let i = 0; i < Math.abs(to - from); i += 1) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await expect(select).toHaveValue(value);
}

test('the whole flow by keyboard alone: plan, choose, move, read a recipe, tick the list', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // Signed out once the session is known: the home page's actions are there to reach.
  await expect(page.getByRole('link', { name: 'Sign In / Create Account' })).toBeVisible();

  // The first Tab stop is the skip link; it shows itself and takes focus to the page's content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);

  // Home → planner.
  await tabTo(page, page.getByRole('link', { name: 'Or start planning without an account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByRole('heading', { name: 'Create your weekly meal plan' })).toBeVisible();

  // A select changed with the arrow keys.
  const mealCount = page.getByLabel('Meals this week');
  await tabTo(page, mealCount);
  await arrowSelect(page, mealCount, '3');

  // Focus is visible on a focused button.
  const generate = page.getByRole('button', { name: 'Generate meal options' });
  await tabTo(page, generate);
  const outline = await generate.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');

  // Choose three meals: Enter on one, Space on the others.
  await expect(page).toHaveURL(/\/meal-selection$/);
  const select = page.getByRole('button', { name: 'Select', exact: true });
  await expect(select).toHaveCount(6, { timeout: 20_000 });
  for (const key of ['Enter', 'Space', 'Space']) {
    await tabTo(page, select.first());
    await page.keyboard.press(key);
    await expect(page.getByRole('button', { name: 'Selected', exact: true })).toHaveCount(6 - (await select.count()));
  }
  await expect(page.getByText('3 / 3 selected')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Create Meal Plan' }));
  await page.keyboard.press('Enter');

  // Weekly plan: the calendar, and a meal moved with the 'Move to…' list.
  await expect(page).toHaveURL(/\/weekly-plan$/);
  await tabTo(page, page.getByRole('button', { name: 'Weekly calendar' }));
  await page.keyboard.press('Enter');
  const days = await planDays(page);
  const [first, second] = [days[0] as PlanDay, days[1] as PlanDay];
  const monday = page.getByTestId(`slot-${first.date}-main`);
  const meal = ((await monday.getByRole('heading', { level: 4 }).textContent()) ?? '').trim();
  expect(meal).not.toBe('');
  const moveTo = monday.getByRole('combobox', { name: `Move ${meal} to another day` });
  await tabTo(page, moveTo);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Main meal moved from ${first.weekday} to ${second.weekday}.`)).toBeVisible();
  const tuesday = page.getByTestId(`slot-${second.date}-main`);
  await expect(tuesday.getByRole('heading', { name: meal })).toBeVisible();

  // A recipe opens with Enter, keeps focus inside, and closes with Escape, back where it was.
  const viewRecipe = tuesday.getByRole('button', { name: 'View recipe' });
  await tabTo(page, viewRecipe);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: meal });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewRecipe).toBeFocused();

  // Shopping list: reached from the plan's header, an item ticked with Space.
  await tabTo(page, page.getByRole('link', { name: 'Shopping List' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  const item = page.getByRole('checkbox').first();
  await tabTo(page, item);
  await page.keyboard.press('Space');
  await expect(item).toBeChecked();
  await expect(page.getByText(/^1 of \d+ in the basket$/)).toBeVisible();
});

test('at 375 px the navigation drawer opens, keeps focus and closes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('mobile-sidebar');
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
