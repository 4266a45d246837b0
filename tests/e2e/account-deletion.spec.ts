import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addTarkaDalFavorite, signInConfirmedCook } from './support/accounts';

const PASSWORD = 'leaving larder';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('delete my account from Settings: password asked, signed out, the account gone', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = await signInConfirmedCook(page, 'leaver', PASSWORD);
  await addTarkaDalFavorite(page);
  // A second device, signed in as the same cook.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto('/auth');
  await phonePage.getByLabel('Email').fill(email);
  await phonePage.getByLabel('Password').fill(PASSWORD);
  await phonePage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(phonePage.getByText('Welcome back!')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByText(email)).toBeVisible();
  const open = page.getByRole('button', { name: 'Delete my account' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-account-${width}.png`, fullPage: true });
  }
  const settingsAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(settingsAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // By keyboard: the action, then the password, then Enter.
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.getByLabel('Password').fill('not my password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right. Your account has not been deleted.');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-delete-dialog-${width}.png` });
  }
  const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(dialogAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);

  // The other device is signed out too: its favourites are refused at once.
  const status = await phonePage.evaluate(async () => (await fetch('/api/favorites')).status);
  expect(status).toBe(401);
  await phone.close();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  await expect(page.getByText(/Invalid email or password/i).first()).toBeVisible();
});
