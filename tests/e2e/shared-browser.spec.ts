import { expect, test, type Page } from '@playwright/test';
import { addTarkaDalFavorite, signInConfirmedCook } from './support/accounts';
import { planAWeek } from './support/plan';

/**
 * Issue 14, 'A shared browser leaks nothing': signing out removes everything of the cook from the
 * browser, and a plan made before signing in is offered to the account rather than pushed.
 */

const OWN_KEY = 'sk-shared-browser-test-0123456789abcdef';

type PulledItem = { collection: string; deleted: boolean; value?: { meal?: { name?: string } } };

async function plannedMealNames(page: Page): Promise<string[]> {
  const answer = (await (await page.request.get('/api/kitchen')).json()) as { items: PulledItem[] };
  return answer.items
    .filter((item) => item.collection === 'planEntries' && !item.deleted)
    .map((item) => item.value?.meal?.name ?? '')
    .filter(Boolean);
}

/** Everything this browser keeps for the site: both storages' keys and values, and the service worker's cache names. */
async function browserHolds(page: Page): Promise<{ keys: string[]; text: string; caches: string[] }> {
  return page.evaluate(async () => {
    const entries = [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return [key, storage.getItem(key) ?? ''] as const;
      }),
    );
    return {
      keys: entries.map(([key]) => key),
      text: entries.map(([key, value]) => `${key}=${value}`).join('\n'),
      caches: typeof caches === 'undefined' ? [] : await caches.keys(),
    };
  });
}

test('signing out leaves nothing of the cook in the browser: plan, favourites, own API key, cached pages', async ({ page }) => {
  test.setTimeout(150_000);
  await signInConfirmedCook(page, 'pat', 'a shared browser');
  const userId = await page.evaluate(
    async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
  );
  await planAWeek(page);
  await expect.poll(async () => (await plannedMealNames(page)).length, { timeout: 20_000 }).toBe(3);
  const [meal] = await plannedMealNames(page);
  await addTarkaDalFavorite(page);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Tarka Dal' })).toBeVisible();
  await page.goto('/api-settings');
  await page.getByLabel('API key').fill(OWN_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved')).toBeVisible();
  await page.goto('/weekly-plan');
  await expect(page.getByText(meal ?? '').first()).toBeVisible();

  // What this test looks for is there before signing out.
  const before = await browserHolds(page);
  expect(before.keys.some((key) => key.includes(userId))).toBe(true);
  expect(before.text).toContain(OWN_KEY);
  expect(before.text).toContain(meal);
  expect(before.text).toContain('Tarka Dal');

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();

  await expect.poll(async () => (await browserHolds(page)).keys.filter((key) => key.includes(userId)), { timeout: 10_000 }).toEqual([]);
  const after = await browserHolds(page);
  expect(after.text).not.toContain(OWN_KEY);
  expect(after.text).not.toContain(meal);
  expect(after.text).not.toContain('Tarka Dal');
  expect(after.caches.filter((name) => name.startsWith('larder-pages'))).toEqual([]);

  // The next person on this browser finds no plan.
  await page.goto('/weekly-plan');
  // The prerendered page shows no meal either: wait for the app's answer before looking.
  await expect(page.getByRole('heading', { name: 'No Meal Plan Found' })).toBeVisible();
  await expect(page.getByText(meal ?? '')).toHaveCount(0);
});

test('a plan made before signing in is offered to the account, not pushed silently', async ({ page }) => {
  test.setTimeout(150_000);
  await planAWeek(page, 2);
  await signInConfirmedCook(page, 'quinn', 'keep my plan');

  const offer = page.getByRole('dialog', { name: 'Keep this plan in your account?' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('You made a plan on this browser before signing in: 2 meals from');
  // Nothing reached the account while the cook had not answered.
  expect(await plannedMealNames(page)).toEqual([]);

  await offer.getByRole('button', { name: 'Keep it in my account' }).click();
  await expect(page.getByText('Plan kept in your account')).toBeVisible();
  await expect.poll(async () => (await plannedMealNames(page)).length, { timeout: 20_000 }).toBe(2);
});
