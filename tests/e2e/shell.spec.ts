import { expect, test } from '@playwright/test';

test.describe('home, signed out', () => {
  test('shows the headline, tagline, feature cards, testimonials and the sign-in buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Let AI plan your meals, create shopping lists, and save time on meal preparation.')).toBeVisible();
    for (const title of ['Personalized Meal Selection', 'Weekly Meal Planning', 'Automated Shopping Lists']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.locator('blockquote')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Sign In / Create Account' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/auth');
  });

  test('shows only Home in the navigation, highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

test('an unknown route shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  expect(logged.some((line) => line.includes('404') && line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('settings has the Account and Privacy tabs', async ({ page }) => {
  await page.goto('/settings');
  // Signed out, the Account tab offers the way in rather than an empty form.
  await expect(page.getByText('Sign in to manage your account.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByText('Privacy settings will be available in a future update.')).toBeVisible();
});

test.describe('theme', () => {
  test('follows the system by default', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('a chosen theme is kept under ui-theme and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Theme: System. Switch to light' }).click();
    await page.getByRole('button', { name: 'Theme: Light. Switch to dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: /Theme: Dark/ })).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('Ctrl+B collapses it to an icon rail and the state is kept in a cookie for 7 days', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');
    // The prerendered page shows first; the header's sign-in link comes with the running app.
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  test('below 768 px it is hidden and slides in as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/settings');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByTestId('mobile-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '288px');
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-sidebar')).toBeHidden();
  });
});
