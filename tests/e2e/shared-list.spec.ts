import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInConfirmedCook } from './support/accounts';
import { planAWeek } from './support/plan';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** How many plan entries the signed-in cook's account holds, as GET /api/kitchen answers. */
async function plannedInAccount(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/kitchen')).json()) as { items: { collection: string; deleted: boolean }[] };
  return answer.items.filter((item) => item.collection === 'planEntries' && !item.deleted).length;
}

/** The name shown beside the n-th checkbox of a shopping list (the cook's or the shared one). */
async function itemName(page: Page, index: number): Promise<string> {
  const row = page.getByRole('checkbox').nth(index).locator('xpath=ancestor::li[1]');
  return ((await row.locator('.font-medium').first().textContent()) ?? '').trim();
}

const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('a helper in the shop ticks through a shared link, the tick reaches the cook’s list, and a stopped link opens nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = await signInConfirmedCook(page, 'sasha', 'shared list');
  await planAWeek(page);
  await expect.poll(() => plannedInAccount(page), { timeout: 15_000 }).toBe(3);

  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  const first = await itemName(page, 0);

  await page.getByRole('button', { name: 'Share list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your shopping list' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByLabel('Link to your shopping list');
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await page.keyboard.press('Escape');

  // Someone else, with no account, on their own phone.
  const helperContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const helper = await helperContext.newPage();
  try {
    await helper.goto(url);
    await expect(helper.getByRole('heading', { name: `${email.split('@')[0]}’s shopping list` })).toBeVisible();
    await expect(helper.getByText(/^0 of \d+ in the basket$/)).toBeVisible();
    const box = helper.getByRole('checkbox', { name: named(first) }).first();
    await box.click();
    await expect(box).toBeChecked();
    await expect(helper.getByText(/^1 of \d+ in the basket$/)).toBeVisible();
    if (SHOTS) await helper.screenshot({ path: `${SHOTS}/shared-list-375.png`, fullPage: true });
    const axe = await new AxeBuilder({ page: helper }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // The cook's own list shows the helper's tick on its next pull.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: named(first) }).first()).toBeChecked({ timeout: 20_000 });

    // Stopped: the helper's next look finds the link gone.
    await page.getByRole('button', { name: 'Share list' }).click();
    await dialog.getByRole('button', { name: /^Stop sharing the link/ }).click();
    await expect(page.getByText('Sharing stopped')).toBeVisible();
    await helper.reload();
    await expect(helper.getByRole('alert')).toHaveText('This shopping list link has expired or was stopped. Ask for a new link.');
  } finally {
    await helperContext.close();
  }
});
