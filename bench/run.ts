import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printFigures, settle, startServer, type Figure } from './lib';
import { allergyVettingFigures } from './allergy-vetting';
import { catalogFigures } from './catalog';
import { recipeImportFigures } from './recipe-import';
import { generationFigures } from './generation';
import { httpLoadFigures } from './http-load';
import { kitchenFigures } from './kitchen';
import { lighthouseFigures } from './lighthouse';
import { webSizeFigures } from './web-size';
import { weekPlannerFigures } from './week-planner';

// `npm run bench -- allergy` measures only the allergy vetting (in process, no build needed).
if (process.argv.includes('allergy')) {
  printFigures(allergyVettingFigures());
  process.exit(0);
}

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

const figures: Figure[] = [...catalogFigures(), ...allergyVettingFigures(), ...recipeImportFigures(), ...(await weekPlannerFigures())];

// Server start to first answer, embedded default: the very first start creates the database;
// every later start opens the existing one.
const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
const first = await startServer({}, dataDir);
await first.stop();
figures.push({ name: 'first start, creating the embedded database', value: first.startMs, unit: 'ms' });
const starts: number[] = [];
const idleMemory: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const server = await startServer({}, dataDir);
  starts.push(server.startMs);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rss = Number(execSync(`ps -o rss= -p ${server.child.pid}`).toString().trim());
  idleMemory.push(rss / 1024);
  await server.stop();
}
figures.push({ name: 'server start to first answer (median of 5 restarts)', value: median(starts), unit: 'ms', budget: { max: 2000 } });
figures.push({ name: 'server idle memory, RSS (median of 5)', value: median(idleMemory), unit: 'MB' });
figures.push(...(await generationFigures()));
figures.push(...(await httpLoadFigures()));
figures.push(...(await kitchenFigures()));
{
  const server = await startServer();
  await settle();
  try {
    figures.push(...(await lighthouseFigures(server.url, ['/', '/weekly-plan'])));
  } finally {
    await server.stop();
  }
}
figures.push(...webSizeFigures());

printFigures(figures);
