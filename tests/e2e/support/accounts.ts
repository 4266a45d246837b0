import { expect, type Page } from '@playwright/test';
import { linkFromMail, uniqueEmail } from './mail';

/** Signs up through /auth, follows the mailed confirmation link and signs in; returns the address. */
export async function signInConfirmedCook(page: Page, name: string, password: string): Promise<string> {
  const email = uniqueEmail(name);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email for verification.')).toBeVisible();
  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  return email;
}

/** Adds Tarka Dal to the signed-in cook's favourites through the API, as the meal cards do. */
export async function addTarkaDalFavorite(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/favorites', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        meal: {
          id: 'dal-1',
          name: 'Tarka Dal',
          description: 'Comforting lentils.',
          maxPricePerMeal: '£2.10',
          nutritionalInformation: { calories: 540, protein: 24 },
        },
      }),
    });
    return response.status;
  });
  expect(status).toBe(201);
}
