import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import { median, type Figure } from './lib';
import { planAWeek } from './web-size';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's advice for a noisy machine: run several times and keep the median (and, issue 20, the worst). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// Lighthouse's codes for a trace it failed to record (its message: "Please run Lighthouse again").
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES = 2;
const reportName = (path: string): string => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));
const reportText = (report: string | string[]): string => (typeof report === 'string' ? report : (report[0] ?? ''));
const METRICS = [
  ['first-contentful-paint', 'first contentful paint', 'ms'],
  ['largest-contentful-paint', 'largest contentful paint', 'ms'],
  ['total-blocking-time', 'total blocking time', 'ms'],
  ['cumulative-layout-shift', 'cumulative layout shift', ''],
] as const;

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
type Run = { score: number; audits: Audits; report: string };

/** Where the median run's main thread went (Lighthouse's trace attribution), printed with `--detail`. */
function printAttribution(path: string, audits: Audits): void {
  const groups = audits['mainthread-work-breakdown']?.details?.items ?? [];
  const scripts = audits['bootup-time']?.details?.items ?? [];
  console.log(`\n${path}: main-thread time of the median run (throttled CPU)`);
  for (const item of groups)
    console.log(`  ${String(Math.round(Number(item.duration))).padStart(6)} ms  ${String(item.groupLabel ?? item.group)}`);
  console.log('  per script (total / scripting / parse and compile):');
  for (const item of scripts) {
    const url = String(item.url).replace(/^https?:\/\/[^/]+/, '');
    const cells = [item.total, item.scripting, item.scriptParseCompile].map((value) => String(Math.round(Number(value))).padStart(5));
    console.log(`  ${cells.join(' ')} ms  ${url}`);
  }
}

/**
 * Lighthouse's mobile performance score (0-100) for pages of a running server, in Debian's
 * Chromium, each page opened as a cook who has planned a week would open it (issue 20): the
 * storage seeded through the screens once (options generated, a plan made, a list built), then
 * before every run the HTTP cache, the service worker and its caches are cleared, so each run
 * is a first visit with the cook's own data. The median and worst of five runs, with the metrics
 * of the median run; each median run's report is kept in `.tmp/lighthouse/` for its trace.
 */
export async function lighthouseFigures(baseUrl: string, paths: readonly string[]): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium opened without a browser context');
    const seeding = await context.newPage();
    await planAWeek(seeding, baseUrl);
    const cdp = await context.newCDPSession(seeding);
    const origin = new URL(baseUrl).origin;
    const forgetFirstVisit = async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    };
    const reports = join('.tmp', 'lighthouse');
    mkdirSync(reports, { recursive: true });
    const figures: Figure[] = [];
    for (const path of paths) {
      const runs: Run[] = [];
      let retries = 0;
      for (let run = 0; run < RUNS; run += 1) {
        await forgetFirstVisit();
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          // The cook's plan stays; the caches are cleared above instead.
          disableStorageReset: true,
        });
        if (!result) continue;
        // A run Lighthouse could not score: say why and keep its report to read. When Lighthouse's
        // own trace recording failed, the page was not measured, so the run is made again (twice
        // at most per screen); any other failure counts as 0.
        const failure = result.lhr.runtimeError;
        if (failure) {
          const unmeasured = TRACE_FAILURES.has(failure.code) && retries < MAX_RETRIES;
          console.error(
            `Lighthouse could not score ${path} (run ${run + 1}): ${failure.code}: ${failure.message}${unmeasured ? '; running it again' : ''}`,
          );
          writeFileSync(join(reports, `${reportName(path)}-unscored-${run + 1}-${retries}.json`), reportText(result.report));
          if (unmeasured) {
            retries += 1;
            run -= 1;
            continue;
          }
        }
        runs.push({
          score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
          audits: result.lhr.audits as Audits,
          report: reportText(result.report),
        });
      }
      const scores = runs.map((run) => run.score);
      const score = median(scores);
      // The run whose metrics are printed: the middle one by score (the upper middle of an even count).
      const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      writeFileSync(join(reports, `${reportName(path)}.json`), middle?.report ?? '');
      if (middle && process.argv.includes('--detail')) printAttribution(path, middle.audits);
      figures.push(
        { name: `Lighthouse mobile performance, ${path} (median of ${runs.length})`, value: score, unit: 'points', budget: { min: 95 } },
        { name: `  worst of ${runs.length}, ${path}`, value: Math.min(...scores), unit: 'points', budget: { min: 90 } },
      );
      for (const [id, label, unit] of METRICS) {
        const value = middle?.audits[id]?.numericValue ?? Number.NaN;
        figures.push({ name: `  ${label}, ${path}`, value, unit, budget: id === 'total-blocking-time' ? { max: 150 } : undefined });
      }
    }
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}
