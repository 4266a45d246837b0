import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #14: the service worker never keeps an /api/* answer but meal pictures and
 * illustrations, and every cache it keeps is bounded.
 */

/** Every cached address, by cache. */
async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return found;
  });
}

/** A page the service worker controls. */
async function controlledPage(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('keeps meal pictures but never an API answer', async ({ page }) => {
  await controlledPage(page);
  await page.evaluate(async () => {
    await fetch('/api/health').then((r) => r.text());
    await fetch('/api/config/check').then((r) => r.text());
    await fetch('/api/auth/get-session').then((r) => r.text());
    await fetch('/api/illustrations/meal.svg?name=Tarka%20Dal&i=lentils').then((r) => r.text());
  });
  await expect
    .poll(async () => Object.values(await cached(page)).flat())
    .toContain('/api/illustrations/meal.svg?name=Tarka%20Dal&i=lentils');
  const api = Object.values(await cached(page))
    .flat()
    .filter((path) => path.startsWith('/api/'));
  expect(api.every((path) => path.startsWith('/api/illustrations/') || path.startsWith('/api/images/'))).toBe(true);
});

test('never keeps a shared list’s page, whose address holds its secret token', async ({ page }) => {
  await controlledPage(page);
  const token = 'A'.repeat(43);
  await page.goto(`/shared/${token}`);
  // A page opened after it is kept: by then the shared list's page would have been too.
  await page.goto('/weekly-plan');
  await expect.poll(async () => (await cached(page))['larder-pages-v1'] ?? []).toContain('/weekly-plan');
  const pages = Object.values(await cached(page)).flat();
  expect(pages.filter((path) => path.startsWith('/shared/'))).toEqual([]);
  expect(pages.some((path) => path.includes(token))).toBe(false);
});

test('keeps no more than 200 pictures, the oldest going first', async ({ page }) => {
  await controlledPage(page);
  await page.evaluate(async () => {
    for (let i = 0; i < 230; i += 1) await fetch(`/api/illustrations/meal.svg?name=Dish%20${i}`).then((r) => r.text());
  });
  await expect.poll(async () => (await cached(page))['larder-images-v1']?.length ?? 0, { timeout: 15_000 }).toBe(200);
  const pictures = (await cached(page))['larder-images-v1'] ?? [];
  expect(pictures).toContain('/api/illustrations/meal.svg?name=Dish%20229');
  expect(pictures).not.toContain('/api/illustrations/meal.svg?name=Dish%200');
});

test('a prerendered page opened before starts its app with no signal', async ({ page, context }) => {
  await controlledPage(page);
  // A full load keeps the prerendered page, whose app starts through /start-app.js.
  await page.goto('/weekly-plan');
  await expect(page.getByRole('heading', { name: 'No Meal Plan Found' })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    // Only the started app knows there is no plan; the prerendered page shows placeholders.
    await expect(page.getByRole('heading', { name: 'No Meal Plan Found' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  } finally {
    await context.setOffline(false);
  }
});
