import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { planAWeek } from './support/plan';

/*
 * Issue #16's journey, as a cook drives it: plan a week, buy with dates, see the pantry, cook two
 * meals (one with leftovers for Thursday), throw something away and see it on the waste screen;
 * then the same screens with the network cut. One browser and one kitchen for all four steps.
 *
 * The browser's clock is set to Wednesday 2 December 2026 (London), and the plan starts on the
 * Monday: its three dinners are Monday, Tuesday and today, and Thursday (tomorrow) is free and
 * within any leftovers' fridge life, whatever day the suite runs on.
 */
const TODAY = '2026-12-02';
const TOMORROW = '2026-12-03';
const MONDAY = '2026-11-30';
const THURSDAY_LABEL = 'Thursday 3 Dec';

type PlannedEntry = {
  date: string;
  meal: { name: string; ingredients: { name: string }[]; leftovers?: { fridgeDays: number } };
};

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ timezoneId: 'Europe/London' });
  await context.clock.install({ time: new Date(`${TODAY}T09:00:00Z`) });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

/** The plan's dinners as the kitchen keeps them, in day order: which meal needs what. */
async function plannedDinners(): Promise<PlannedEntry[]> {
  const entries = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('larder:kitchen:anon') ?? '{}') as { state?: { planEntries?: object } };
    return Object.values(stored.state?.planEntries ?? {}) as unknown[];
  });
  return (entries as PlannedEntry[]).sort((a, b) => a.date.localeCompare(b.date));
}

/** The flexible view's meals, top to bottom. */
const flexibleOrder = () => page.locator('ol > li h3').allTextContents();

/** A row of the /pantry list by the item's exact title. */
const pantryRow = (title: string): Locator => page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Waits for the pantry's own things. The heading is in the prerendered page; the rows come with
 * the cook's kitchen, after the app has started: with the search field, or the empty pantry's
 * message when there are none.
 */
async function pantryShown(): Promise<void> {
  await expect(
    page.getByRole('searchbox', { name: 'Search your pantry' }).or(page.getByRole('heading', { name: 'Your pantry is empty' })),
  ).toBeVisible();
}

/** What a pantry row says under its title (amount and date), or 'gone' once it has left the pantry. */
async function pantryDetails(title: string): Promise<string> {
  await pantryShown();
  const row = pantryRow(title);
  if ((await row.count()) === 0) return 'gone';
  return ((await row.locator('p').first().textContent()) ?? '').trim();
}

/** The waste screen's "Thrown away" figure for this week. */
async function thrownThisWeek(): Promise<string> {
  await page.goto('/waste');
  await expect(page.getByRole('heading', { name: 'Waste and savings' })).toBeVisible();
  const figure = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'Thrown away' }) });
  return ((await figure.locator('dd').first().textContent()) ?? '').trim();
}

// What one step learns for the next.
let dinners: PlannedEntry[] = [];
/** The meal whose own food is bought dated today: last in the plan's order before anything is bought. */
let soonest = '';
let soonestFood = '';
/** The meal cooked for more, whose leftovers go on Thursday. */
let dish = '';
/** What the thrown-away item was worth. */
let worth = '';

test('plan a week and buy with dates: the pantry marks what to use first, and the plan puts that meal first', async () => {
  await planAWeek(page);
  await page.getByRole('textbox', { name: 'First day of the plan' }).fill(MONDAY);
  await expect(page.getByRole('button', { name: 'Weekly calendar' })).toBeVisible();
  dinners = await plannedDinners();
  expect(dinners.map((entry) => entry.date)).toEqual([MONDAY, '2026-12-01', TODAY]);

  // Before anything is bought, the order comes from the shopping day plus each food's keeping time.
  const before = await flexibleOrder();
  expect(before).toHaveLength(3);
  soonest = before[2] ?? '';
  const others = dinners.filter((entry) => entry.meal.name !== soonest).flatMap((entry) => entry.meal.ingredients.map((i) => i.name));
  const own = dinners
    .find((entry) => entry.meal.name === soonest)
    ?.meal.ingredients.map((i) => i.name)
    .filter((name) => !others.includes(name));

  // Buy everything on the list; the food only that meal needs is dated today, another tomorrow.
  await page.goto('/purchase-input');
  const bought = page.getByRole('checkbox', { name: /^Purchased / });
  await expect(bought.first()).toBeVisible();
  const onList = (await bought.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^Purchased /, ''),
  );
  const dated = (own ?? []).filter((name) => onList.includes(name));
  expect(dated.length, `${soonest} has two foods of its own on the list`).toBeGreaterThanOrEqual(2);
  soonestFood = dated[0] ?? '';
  const nextFood = dated[1] ?? '';
  for (const name of onList) await page.getByRole('checkbox', { name: `Purchased ${name}`, exact: true }).click();
  await expect(page.getByRole('checkbox', { checked: true, name: /^Purchased / })).toHaveCount(onList.length);
  await page.getByLabel(`Expiry date of ${soonestFood}`, { exact: true }).fill(TODAY);
  await page.getByLabel(`Expiry date of ${nextFood}`, { exact: true }).fill(TOMORROW);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/weekly-plan$/);

  // The flexible view follows the dates: that meal comes first, with its use-by, the rest as they were.
  await expect.poll(flexibleOrder).toEqual([soonest, ...before.filter((name) => name !== soonest)]);
  await expect(page.locator('ol > li').first().getByText('Use by 2 Dec')).toBeVisible();

  // The pantry holds what was bought, with its dates and what to use first marked.
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Pantry', level: 1 })).toBeVisible();
  await expect(pantryRow(soonestFood).getByText('Use today')).toBeVisible();
  await expect(pantryRow(soonestFood)).toContainText('2 Dec');
  await expect(pantryRow(nextFood).getByText('1 day', { exact: true })).toBeVisible();
  await expect(pantryRow(nextFood)).toContainText('3 Dec');
  await page.getByRole('searchbox', { name: 'Search your pantry' }).fill(soonestFood);
  await expect(page.getByRole('button', { name: /^Used / })).toHaveCount(1);
});

test('cook two meals: the pantry shrinks, and the extra portions are leftovers planned for Thursday', async () => {
  await page.goto('/pantry');
  const before = await pantryDetails(soonestFood);
  expect(before).toMatch(/2 Dec/);

  // Cooked: what goes off first, from the top of the flexible view.
  await page.goto('/weekly-plan');
  await page.getByRole('button', { name: `Cooked: ${soonest}` }).click();
  await expect(page.getByText(`Cooked: ${soonest}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Cooked: ${soonest}` })).toHaveAttribute('aria-pressed', 'true');
  // A cooked meal goes to the end of the flexible view.
  await expect.poll(async () => (await flexibleOrder()).at(-1)).toBe(soonest);

  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Pantry', level: 1 })).toBeVisible();
  await expect.poll(() => pantryDetails(soonestFood)).not.toBe(before);

  // Cooked for more: a meal whose leftovers keep until tomorrow, from the calendar's menu.
  const more = dinners.find((entry) => entry.meal.name !== soonest && (entry.meal.leftovers?.fridgeDays ?? 2) >= 1);
  dish = more?.meal.name ?? '';
  expect(dish, 'a planned dinner whose leftovers keep a day').not.toBe('');
  await page.goto('/weekly-plan');
  await page.getByRole('button', { name: 'Weekly calendar' }).click();
  await page.getByRole('button', { name: `Actions for ${dish}` }).click();
  await page.getByRole('menuitem', { name: 'Cooked for more…' }).click();
  const dialog = page.getByRole('dialog', { name: `Cooked for more: ${dish}` });
  await dialog.getByLabel('Extra portions').fill('2');
  await dialog.getByLabel('Eat them on').selectOption({ label: THURSDAY_LABEL });
  await dialog.getByRole('button', { name: 'Cooked' }).click();
  await expect(dialog).toBeHidden();

  const leftovers = `Leftovers: ${dish} (2 portions)`;
  await expect(page.getByTestId(`slot-${TOMORROW}-main`).getByRole('heading', { name: leftovers })).toBeVisible();
  await page.getByRole('button', { name: 'Flexible' }).click();
  await expect(page.getByRole('heading', { name: leftovers, level: 3 })).toBeVisible();

  // The portions are in the fridge, to eat by tomorrow at the latest.
  await page.goto('/pantry');
  const fridge = page.getByRole('list', { name: 'Fridge' });
  await expect(fridge.getByText(`${dish} (2 portions)`, { exact: true })).toBeVisible();
});

test('throw something away: the waste screen counts it in pounds', async () => {
  expect(await thrownThisWeek()).toBe('£0.00');
  // Cooking was counted as used.
  const used = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'Used' }) });
  await expect(used.locator('dd').first()).not.toHaveText('£0.00');

  await page.goto('/pantry');
  const fridge = page.getByRole('list', { name: 'Fridge' });
  const victim = fridge
    .getByRole('listitem')
    .filter({ hasNot: page.getByText(/\(\d+ portions?\)$/) })
    .first();
  const name = ((await victim.locator('span.font-medium').first().textContent()) ?? '').trim();
  await victim.getByRole('button', { name: `Thrown away ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Thrown away: ${name}` });
  worth = ((await dialog.getByText(/worth £/).textContent()) ?? '').match(/worth (£\d+\.\d\d)/)?.[1] ?? '';
  expect(worth).not.toBe('');
  await dialog.getByRole('button', { name: /^All/ }).click();
  await expect(dialog).toBeHidden();
  await expect(pantryRow(name)).toHaveCount(0);

  expect(await thrownThisWeek()).toBe(worth);
  await expect(page.getByRole('region', { name: 'By how often' }).getByText(name)).toBeVisible();
});

test('with the network cut, the pantry, the shopping list, the plan and the waste screen open and work', async () => {
  await page.goto('/pantry');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pantry', level: 1 })).toBeVisible();
  const leftovers = `Leftovers: ${dish} (2 portions)`;
  await context.setOffline(true);
  try {
    // The plan: the leftovers are eaten on Thursday, and their portions leave the pantry.
    await page.goto('/weekly-plan');
    await expect(page.getByRole('heading', { name: 'Flexible Meal Planning' })).toBeVisible();
    const eaten = page.getByRole('button', { name: `Eaten: ${leftovers}` });
    await eaten.click();
    await expect(eaten).toHaveAttribute('aria-pressed', 'true');

    // The pantry: the portions are gone, and an item added by hand stays.
    await page.goto('/pantry');
    await pantryShown();
    await expect(pantryRow(`${dish} (2 portions)`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to your pantry' });
    await dialog.getByRole('combobox', { name: 'Name' }).fill('Oat milk');
    await dialog.getByLabel('Quantity').fill('1');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog).toBeHidden();
    await expect(pantryRow('Oat milk')).toBeVisible();

    // The shopping list ticks.
    await page.goto('/shopping-list');
    await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
    const tick = page.getByRole('checkbox').first();
    await tick.click();
    await expect(tick).toBeChecked();

    // The waste screen shows this week's figures and its chart.
    expect(await thrownThisWeek()).toBe(worth);
    await expect(page.getByRole('img', { name: /^Bar chart of the last 12 weeks/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online, after a reload: what was done offline is still there.
  await page.goto('/pantry');
  await expect(pantryRow('Oat milk')).toBeVisible();
  await expect(pantryRow(`${dish} (2 portions)`)).toHaveCount(0);
});
