import { expect, test, type Page } from '@playwright/test';
import { signInConfirmedCook } from './support/accounts';
import { planAWeek } from './support/plan';

type PulledItem = { collection: string; id: string; deleted: boolean; value?: { ticked?: boolean } };

/** The items the account holds in one collection (not deleted), as GET /api/kitchen answers. */
async function accountHolds(page: Page, collection: string): Promise<string[]> {
  const answer = (await (await page.request.get('/api/kitchen')).json()) as { items: PulledItem[] };
  return answer.items
    .filter((item) => item.collection === collection && !item.deleted)
    .map((item) => item.id)
    .sort();
}

/** The name shown beside the shopping list's n-th checkbox. */
async function itemName(page: Page, index: number): Promise<string> {
  const row = page.getByRole('checkbox').nth(index).locator('xpath=ancestor::li[1]');
  return ((await row.locator('.font-medium').first().textContent()) ?? '').trim();
}

const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

test('two browsers of one cook tick different items offline; back online, both ticks are kept on both', async ({ page, browser }) => {
  // Two browsers, a plan and two syncs: about 45 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  const email = await signInConfirmedCook(page, 'erin', 'two devices');
  await planAWeek(page);
  await expect.poll(async () => (await accountHolds(page, 'planEntries')).length, { timeout: 15_000 }).toBe(3);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signIn(other, email, 'two devices');
    for (const shopping of [page, other]) {
      await shopping.goto('/shopping-list');
      await expect(shopping.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
      // The second browser shows the list once the plan has arrived from the account.
      await expect(shopping.getByRole('checkbox').nth(1)).toBeVisible({ timeout: 25_000 });
    }
    const first = await itemName(page, 0);
    const second = await itemName(page, 1);
    expect(await itemName(other, 0)).toBe(first);

    // Both in the shop with no signal: each ticks a different item.
    await page.context().setOffline(true);
    await otherContext.setOffline(true);
    await page.getByRole('checkbox').nth(0).click();
    await other.getByRole('checkbox').nth(1).click();
    await expect(page.getByRole('checkbox').nth(0)).toBeChecked();
    await expect(other.getByRole('checkbox').nth(1)).toBeChecked();

    // Back online: each sends its queued tick ('online'), and the account keeps both.
    await page.context().setOffline(false);
    await otherContext.setOffline(false);
    await expect.poll(async () => (await accountHolds(page, 'shoppingTicks')).length, { timeout: 20_000 }).toBe(2);

    // Each browser, on its next pull, shows both ticks.
    for (const shopping of [page, other]) {
      await shopping.reload();
      await expect(shopping.getByRole('checkbox', { name: named(first) }).first()).toBeChecked({ timeout: 15_000 });
      await expect(shopping.getByRole('checkbox', { name: named(second) }).first()).toBeChecked({ timeout: 15_000 });
    }
  } finally {
    await otherContext.close();
  }
});
