import { expect, test, type Locator, type Page } from '@playwright/test';
import { planAWeek } from './support/plan';

// Home and four screens are built ahead as HTML (src/web/prerender.tsx, decision 0003): their heading
// shows before the app's script has arrived, and the app then adopts the page as it stands.

/**
 * Each prerendered screen: its heading, in the HTML, and what only the started app draws there
 * for a cook with a plan.
 */
const PRERENDERED: readonly { path: string; heading: string; own: (page: Page) => Locator }[] = [
  { path: '/planner', heading: 'Create your weekly meal plan', own: (page) => page.getByRole('button', { name: 'Generate meal options' }) },
  { path: '/weekly-plan', heading: 'Weekly Meal Plan', own: (page) => page.getByRole('button', { name: 'Flexible' }) },
  { path: '/shopping-list', heading: 'Shopping List', own: (page) => page.getByRole('searchbox', { name: 'Search ingredients' }) },
  { path: '/pantry-check', heading: 'Pantry Check', own: (page) => page.getByRole('link', { name: 'Continue to Shopping List' }) },
];

test('the prerendered screens show their heading before any script runs, with no form to type into; others wait for the app', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByText('Let AI plan your meals, create shopping lists, and save time on meal preparation.')).toBeVisible();
    await page.goto('/weekly-plan');
    await expect(page.getByLabel('Loading your meal plan')).toBeVisible();
    for (const { path, heading } of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // Nothing typed before the app takes over could be kept: the page is inert and holds no field.
      await expect(page.locator('#root')).toHaveAttribute('inert');
      await expect(page.locator('#root').locator('input, select, textarea')).toHaveCount(0);
    }
    for (const path of ['/pantry', '/settings']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  } finally {
    await context.close();
  }
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a dark-theme cook on a phone gets the prerendered page adopted without a mismatch, and it works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('ui-theme', 'dark'));
  const errors = collectErrors(page);

  await page.goto('/weekly-plan');
  await expect(page.getByRole('heading', { name: 'No Meal Plan Found' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /Theme: Dark/ })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
  await page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: 'Sign In / Create Account' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // The header's sign-in link comes with the session, so the app is running: shortcuts work.
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  expect(errors).toEqual([]);
});

test('a cook with a planned week gets every prerendered screen adopted without a mismatch, showing their own things', async ({ page }) => {
  await planAWeek(page);
  const errors = collectErrors(page);
  for (const { path, heading, own } of PRERENDERED) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="root" inert>');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(own(page), path).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  expect(errors).toEqual([]);
});

test('a cook who collapsed the sidebar gets the page drawn by the app, collapsed from the start', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.addCookies([{ name: 'sidebar_state', value: 'false', url: test.info().project.use.baseURL ?? '' }]);
  const response = await page.goto('/');
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
});

// Issue 20 (decision 0015): the entry script is what every screen waits for before anything
// runs; the schemas library (zod, about 26 KB gzip) must stay out of it and come with the
// screens whose code parses data.
test('the app’s entry script holds no schemas library; the planner’s code brings it', async ({ page, request }) => {
  const html = await (await request.get('/planner')).text();
  // A prerendered page names the entry for /start-app.js to add once the page has painted.
  const entry = /(?:<script type="module"[^>]*\ssrc|data-entry)="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  expect(await (await request.get(entry ?? '')).text()).not.toContain('ZodObject');

  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/planner');
  await expect(page.getByRole('button', { name: 'Generate meal options' })).toBeVisible();
  expect((await Promise.all(scripts)).some((body) => body.includes('ZodObject'))).toBe(true);
});

// Home only reads (issue 20): it brings no schemas library either. Domain modules are free of
// side effects (vite.config.ts), so the schemas beside the helpers home uses are left behind.
test('home loads no schemas library', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect((await Promise.all(scripts)).some((body) => body.includes('ZodObject'))).toBe(false);
});

// The weekly plan only reads the kitchen too (issue 20): a meal shown from a leftover and a saved
// meal's amounts are read without the schemas, which cost a throttled phone 150 ms to build.
test('the weekly plan of a cook with a plan loads no schemas library', async ({ page }) => {
  await planAWeek(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/weekly-plan');
  await expect(page.getByRole('button', { name: 'Flexible' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect((await Promise.all(scripts)).some((body) => body.includes('ZodObject'))).toBe(false);
});

// The pantry's list reads items; only adding or correcting one checks what the cook typed, so
// the schemas come with the item form (issue 20).
test('the pantry loads the schemas library only when the cook opens the item form', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedSchemas = async () => (await Promise.all(scripts)).some((body) => body.includes('ZodObject'));
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Your pantry is empty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedSchemas()).toBe(false);

  await page.getByRole('button', { name: 'Add item' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedSchemas()).toBe(true);
});
