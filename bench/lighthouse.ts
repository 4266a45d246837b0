import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { Figure } from './lib';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Lighthouse's mobile performance score (0-100) for pages of a running server, in Debian's Chromium. */
export async function lighthouseFigures(baseUrl: string, paths: readonly string[]): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const figures: Figure[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
      const score = (result?.lhr.categories.performance?.score ?? 0) * 100;
      figures.push({ name: `Lighthouse mobile performance, ${path}`, value: score, unit: 'points', budget: { min: 95 } });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
