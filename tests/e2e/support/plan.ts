import { expect, type Page } from '@playwright/test';

/** From the planner to a plan of `count` meals on the built-in catalog. */
export async function planAWeek(page: Page, count = 3): Promise<void> {
  await page.goto('/planner');
  await page.getByLabel('Meals this week').selectOption(String(count));
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await expect(page).toHaveURL(/\/meal-selection$/);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(count * 2, { timeout: 20_000 });
  for (let i = 0; i < count; i += 1) {
    await page.getByRole('button', { name: 'Select', exact: true }).first().click();
    await page.waitForTimeout(350);
  }
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page).toHaveURL(/\/weekly-plan$/);
}

export type PlanDay = { date: string; weekday: string; label: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The plan's seven days from the first day the weekly plan screen shows ('First day of the
 * plan', tomorrow unless the cook chose another): each date, its weekday and its label
 * ('Monday 30 Nov'), as the calendar's slots (`slot-<date>-main`) and messages name them.
 */
export async function planDays(page: Page): Promise<PlanDay[]> {
  const start = await page.getByRole('textbox', { name: 'First day of the plan' }).inputValue();
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(`${start}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    const weekday = WEEKDAYS[day.getUTCDay()] ?? '';
    return { date: day.toISOString().slice(0, 10), weekday, label: `${weekday} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}` };
  });
}
