import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toWinAnsi } from '../../src/domain/text/win-ansi';
import { planDays, type PlanDay } from './support/plan';

async function planAWeek(page: Page) {
  await page.goto('/planner');
  await expect(page.getByRole('heading', { name: 'Create your weekly meal plan' })).toBeVisible();
  await page.getByLabel('Meals this week').selectOption('3');
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page.getByText('Preferences Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Meals' })).toBeVisible();
  await expect(page.getByText('Select 3 meals for your weekly meal plan')).toBeVisible();
  // Options stream in (6 = twice the required count).
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(6, { timeout: 20_000 });

  // Too few: the dialog explains.
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Selection Incomplete' })).toBeVisible();
  await expect(page.getByText('0/3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Select More' }).click();

  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Select', exact: true }).first().click();
    await page.waitForTimeout(350);
  }
  await expect(page.getByText('3 / 3 selected')).toBeVisible();
  // A fourth is refused.
  await page.getByRole('button', { name: 'Select', exact: true }).first().click();
  await expect(page.getByText('Maximum meals selected')).toBeVisible();

  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page.getByText('Meal plan created!')).toBeVisible();
  await expect(page).toHaveURL(/\/weekly-plan$/);
  await expect(page.getByRole('heading', { name: 'Flexible Meal Planning' })).toBeVisible();
}

test('plan a week: preferences, generated options, selection, calendar moves, recipe and PDF', async ({ page }) => {
  // The longest journey here (a week planned, two moves, a reload, a recipe and a PDF): as long as the keyboard one.
  test.setTimeout(90_000);
  await planAWeek(page);
  await expect(page.getByText('3 meals', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Weekly calendar' }).click();
  // The first day is tomorrow; the 1st, 6th and 7th days of the plan stand for Monday, Saturday and Sunday.
  const days = await planDays(page);
  const [first, sixth, seventh] = [days[0] as PlanDay, days[5] as PlanDay, days[6] as PlanDay];
  const monday = page.getByTestId(`slot-${first.date}-main`);
  const saturday = page.getByTestId(`slot-${sixth.date}-main`);
  const sunday = () => page.getByTestId(`slot-${seventh.date}-main`);
  const mondayMeal = (await monday.getByRole('heading', { level: 4 }).textContent()) ?? '';
  await expect(saturday.getByText(`No meal planned for ${sixth.label}`)).toBeVisible();

  // Drag Monday's meal onto Saturday.
  const handle = monday.getByRole('button', { name: /^Drag / });
  const from = await handle.boundingBox();
  const to = await saturday.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(`Main meal moved from ${first.weekday} to ${sixth.weekday}.`)).toBeVisible();
  await expect(saturday.getByRole('heading', { name: mondayMeal })).toBeVisible();
  await expect(monday.getByText(`No meal planned for ${first.label}`)).toBeVisible();

  // The keyboard way: the 'Move to…' list.
  await saturday.getByRole('combobox', { name: `Move ${mondayMeal} to another day` }).selectOption(seventh.date);
  await expect(page.getByText(`Main meal moved from ${sixth.weekday} to ${seventh.weekday}.`)).toBeVisible();
  await expect(sunday().getByRole('heading', { name: mondayMeal })).toBeVisible();
  // The move survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Weekly calendar' }).click();
  await expect(sunday().getByRole('heading', { name: mondayMeal })).toBeVisible();

  // Recipe dialog and PDF.
  await sunday().getByRole('button', { name: 'View recipe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'About this Dish' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Cooking Instructions' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Storage & Expiry Tips' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-recipe\.pdf$/);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The title is the PDF's first line of text, written in the one-byte encoding Helvetica can draw
  // (a name like 'Gołąbki' once came out as UTF-16 gibberish): 'Golabki', brackets escaped.
  const written = /BT[\s\S]*?\((.*)\) Tj/.exec(pdf.toString('latin1'))?.[1] ?? '';
  expect(written).not.toContain('\u0000');
  const title = written.replace(/\\([()\\])/g, '$1');
  expect(title.length).toBeGreaterThanOrEqual(Math.min(12, mondayMeal.length));
  expect(title).toBe(toWinAnsi(mondayMeal).slice(0, title.length));
  await expect(page.getByText('Your recipe has been downloaded as a PDF.')).toBeVisible();
});

test('the print page shows meal text as text, never as markup', async ({ page, context }) => {
  await planAWeek(page);
  const evil = '<img src=x onerror="window.__pwned=1">';
  // The visitor's kitchen as the store keeps it (src/web/lib/kitchen/keys.ts): a meal's text changed under the page.
  await page.evaluate((name) => {
    const key = 'larder:kitchen:anon';
    type Entry = { slot: string; meal: { name: string; description: string } };
    const doc = JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { planEntries?: Record<string, Entry> } };
    const entry = Object.values(doc.state?.planEntries ?? {}).find((planned) => planned.slot === 'main');
    if (!entry) throw new Error('empty plan');
    entry.meal.name = name;
    entry.meal.description = '<script>window.__pwned=2</script>';
    localStorage.setItem(key, JSON.stringify(doc));
  }, evil);
  await page.reload();
  // The flexible view orders meals by their food's dates, so the changed meal is found by its name.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: evil, exact: true }) });
  await card.getByRole('button', { name: 'View Recipe' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: evil })).toBeVisible();
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Print Recipe' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(evil);
  expect(await popup.locator('img').count()).toBe(0);
  expect(await popup.locator('script').count()).toBe(0);
  expect(await popup.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a plan page with no plan says so', async ({ page }) => {
  await page.goto('/weekly-plan');
  await expect(page.getByRole('heading', { name: 'No Meal Plan Found' })).toBeVisible();
  await expect(page.getByText("It looks like you haven't created a meal plan yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a Meal Plan' })).toHaveAttribute('href', '/planner');
});

test('meal selection without preferences sends the cook to the planner', async ({ page }) => {
  await page.goto('/meal-selection');
  await expect(page.getByText('no meal preferences found. please set your preferences first.')).toBeVisible();
  await expect(page).toHaveURL(/\/planner$/, { timeout: 5_000 });
});
