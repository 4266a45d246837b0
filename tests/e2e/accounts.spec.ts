import { expect, test, type Page } from '@playwright/test';
import { addTarkaDalFavorite } from './support/accounts';
import { linkFromMail, uniqueEmail } from './support/mail';

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email for verification.')).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, follow the mailed link, sign in, keep a favourite, sign out', async ({ page }) => {
  const email = uniqueEmail('ann');
  await signUp(page, email, 'pickled onions');

  // Signing in before confirming is refused with the spec's alert.
  await signIn(page, email, 'pickled onions');
  await expect(page.getByText('Failed to sign in')).toBeVisible();
  await expect(page).toHaveURL(/error=email_confirmation_required/);
  await expect(page.getByText('Please confirm your email')).toBeVisible();

  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();

  await signIn(page, email, 'pickled onions');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Planning Meals' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of [
    'Meal Planner',
    'Meal Selection',
    'Favorites',
    'Weekly Plan',
    'Shopping List',
    'Pantry Check',
    'Purchase Input',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }

  // Favourites: empty at first; a meal saved through the API shows up, and can be removed.
  await nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'Your Favorite Meals' })).toBeVisible();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse meal plans' })).toHaveAttribute('href', '/meal-plan');
  await addTarkaDalFavorite(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tarka Dal' })).toBeVisible();
  await expect(page.getByText('540 kcal')).toBeVisible();
  // The card's select action removes it.
  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByText('No favorites yet')).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In / Create Account' })).toBeVisible();
});

test('a short password is refused in the form', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long' })).toBeVisible();
});

test('reset a forgotten password through the mailed link', async ({ page }) => {
  const email = uniqueEmail('bea');
  await signUp(page, email, 'first password');
  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();

  await page.goto(await linkFromMail(email, '/api/auth/reset-password/', 2));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second password');
  await page.getByLabel('Confirm new password').fill('second password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await signIn(page, email, 'second password');
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('/favorites sends a signed-out visitor to /auth and back after signing in', async ({ page }) => {
  const email = uniqueEmail('cal');
  await signUp(page, email, 'third password');
  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));

  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/auth$/);
  // History was replaced: going back does not return to /favorites.
  await signIn(page, email, 'third password');
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { name: 'Your Favorite Meals' })).toBeVisible();
});
