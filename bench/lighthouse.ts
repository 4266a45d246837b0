import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median, type Figure } from './lib';

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

/** Lighthouse's advice for a noisy machine: run several times and keep the median. */
const RUNS = 5;
const METRICS = [
  ['first-contentful-paint', 'first contentful paint', 'ms'],
  ['largest-contentful-paint', 'largest contentful paint', 'ms'],
  ['total-blocking-time', 'total blocking time', 'ms'],
  ['cumulative-layout-shift', 'cumulative layout shift', ''],
] as const;

/**
 * Lighthouse's mobile performance score (0-100) for pages of a running server, in Debian's
 * Chromium: the median of five runs, with the metrics of the median run.
 */
export async function lighthouseFigures(baseUrl: string, paths: readonly string[]): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const figures: Figure[] = [];
    for (const path of paths) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
        });
        if (result) runs.push({ score: (result.lhr.categories.performance?.score ?? 0) * 100, audits: result.lhr.audits });
      }
      const score = median(runs.map((run) => run.score));
      const middle = runs.find((run) => run.score === score) ?? runs[0];
      figures.push({
        name: `Lighthouse mobile performance, ${path} (median of ${RUNS})`,
        value: score,
        unit: 'points',
        budget: { min: 95 },
      });
      for (const [id, label, unit] of METRICS) {
        figures.push({ name: `  ${label}, ${path}`, value: middle?.audits[id]?.numericValue ?? Number.NaN, unit });
      }
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
