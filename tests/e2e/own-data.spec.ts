import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInConfirmedCook } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('Settings: download my data, set mealtimes and make a calendar link', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signInConfirmedCook(page, 'owner', 'my own data');
  await page.goto('/settings');
  const panel = page.getByRole('tabpanel', { name: 'Account' });
  await expect(panel.getByText(email)).toBeVisible();

  // Download my data: one versioned JSON file.
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^larder-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    format: string;
    version: number;
    account: { email: string };
  };
  expect(file).toMatchObject({ format: 'larder-account', version: 1, account: { email } });

  // Mealtimes, then a calendar link shown once with its copy button.
  await panel.getByLabel('Dinner at').fill('19:15');
  await panel.getByRole('button', { name: 'Save mealtimes' }).click();
  await expect(page.getByText('Mealtimes saved')).toBeVisible();
  await panel.getByRole('button', { name: 'Create calendar link' }).click();
  const link = panel.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(panel.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const feedUrl = (await link.inputValue()).replace(/^webcal:/, new URL(page.url()).protocol);
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VTIMEZONE');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-own-data-${width}.png`, fullPage: true });
  }
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await panel.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('Calendar link turned off')).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});
