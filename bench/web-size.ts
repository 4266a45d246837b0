import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { settle, startServer, type Figure } from './lib';

/**
 * The main screens, each measured as a cook who has planned a week opens it: options generated,
 * a plan made, a shopping list built. `/` stays at 90 KB (issue 20), every other screen 120 KB.
 */
export const MAIN_SCREENS = [
  '/',
  '/planner',
  '/meal-selection',
  '/weekly-plan',
  '/shopping-list',
  '/pantry-check',
  '/purchase-input',
  '/pantry',
  '/waste',
  '/recipes',
] as const;
const BUDGET_KB: Record<string, number> = { '/': 90 };
const DEFAULT_BUDGET_KB = 120;

/** The guest cook's week, planned through the screens as in the browser tests (built-in catalog). */
export async function planAWeek(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/planner`);
  await page.getByLabel('Meals this week').selectOption('3');
  await page.getByRole('button', { name: 'Generate meal options' }).click();
  await page.waitForURL(/\/meal-selection$/);
  const select = page.getByRole('button', { name: 'Select', exact: true });
  await select.nth(5).waitFor({ timeout: 30_000 });
  for (let i = 0; i < 3; i += 1) {
    await select.first().click();
    await page.waitForTimeout(350);
  }
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await page.waitForURL(/\/weekly-plan$/);
  await page.goto(`${baseUrl}/shopping-list`);
  await page.getByRole('heading', { name: 'Shopping List' }).waitFor();
}

export type ScreenScripts = { path: string; scripts: { url: string; gzipBytes: number }[] };

/**
 * Every script a first visit to each screen fetches until the network is idle: a fresh browser
 * context per screen (cold cache, service worker blocked, so its install does not fetch every
 * file), holding the seeded cook's storage. Sizes are each body gzipped here, so the figure does
 * not depend on the server's compression.
 */
export async function scriptsPerScreen(baseUrl: string, screens: readonly string[] = MAIN_SCREENS): Promise<ScreenScripts[]> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const seed = await browser.newContext({ serviceWorkers: 'block' });
    await planAWeek(await seed.newPage(), baseUrl);
    const storageState = await seed.storageState();
    await seed.close();
    const results: ScreenScripts[] = [];
    for (const path of screens) {
      const context: BrowserContext = await browser.newContext({
        serviceWorkers: 'block',
        storageState,
        viewport: { width: 412, height: 823 },
      });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
      let inFlight = 0;
      let lastSettled = Date.now();
      page.on('request', () => (inFlight += 1));
      const settled = () => {
        inFlight -= 1;
        lastSettled = Date.now();
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url()).pathname;
        // A script still arriving when the page is closed failed to load: it counts as nothing.
        bodies.push(
          response.body().then(
            (body) => ({ url, gzipBytes: gzipSync(body).length }),
            () => ({ url, gzipBytes: 0 }),
          ),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // On a busy machine the entry script can take longer than 'networkidle's 500 ms to ask for
      // the screen's code: wait for the app to show the screen (its heading, the page no longer
      // inert), then for the network to have been quiet for 2 s.
      await page.locator('#root:not([inert]) main h1').first().waitFor({ timeout: 60_000 });
      while (inFlight > 0 || Date.now() - lastSettled < 2_000) await page.waitForTimeout(250);
      results.push({ path, scripts: await Promise.all(bodies) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Gzip JavaScript per main screen on a first visit (`npm run bench -- size`; `-- size --list` names the files). */
export async function webSizeFigures(screensToMeasure: readonly string[] = MAIN_SCREENS): Promise<Figure[]> {
  const server = await startServer();
  await settle();
  try {
    const screens = await scriptsPerScreen(server.url, screensToMeasure);
    if (process.argv.includes('--list')) {
      for (const { path, scripts } of screens) {
        console.log(`\n${path}: ${scripts.length} scripts`);
        for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
          console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
      }
      console.log('');
    }
    // The number of files matters beside their size: over HTTP/1.1 a phone fetches six at a time,
    // each a round trip (decision 0015).
    return screens.flatMap(({ path, scripts }) => [
      {
        name: `JavaScript fetched by ${path}, first visit (gzip)`,
        value: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
        unit: 'KB',
        budget: { max: BUDGET_KB[path] ?? DEFAULT_BUDGET_KB },
      },
      { name: `  scripts fetched by ${path}`, value: scripts.length, unit: 'files' },
    ]);
  } finally {
    await server.stop();
  }
}
