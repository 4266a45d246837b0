import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printFigures, settle, startServer, type Figure } from './lib';
import { abuseFigures } from './abuse';
import { allergyVettingFigures } from './allergy-vetting';
import { catalogFigures } from './catalog';
import { recipeImportFigures } from './recipe-import';
import { generationFigures } from './generation';
import { httpLoadFigures } from './http-load';
import { kitchenFigures } from './kitchen';
import { lighthouseFigures } from './lighthouse';
import { MAIN_SCREENS, webSizeFigures } from './web-size';
import { weekPlannerFigures } from './week-planner';

/** Server start to first answer, embedded default: the very first start creates the database; every later start opens it. */
async function startFigures(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
  const first = await startServer({}, dataDir);
  await first.stop();
  const figures: Figure[] = [
    { name: 'first start, creating the embedded database', value: first.startMs, unit: 'ms', budget: { max: 3000 } },
    { name: '  its CPU time (user + system)', value: first.startCpuMs, unit: 'ms' },
  ];
  const starts: number[] = [];
  const startCpu: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const server = await startServer({}, dataDir);
    starts.push(server.startMs);
    startCpu.push(server.startCpuMs);
    await server.stop();
  }
  figures.push({
    name: 'server start to first /api/ready (median of 5 restarts)',
    value: median(starts),
    unit: 'ms',
    budget: { max: 1000 },
  });
  figures.push({ name: '  worst of 5', value: Math.max(...starts), unit: 'ms' });
  figures.push({ name: '  CPU time to first /api/ready (median of 5)', value: median(startCpu), unit: 'ms' });
  // Wall times above mean little on a loaded machine; the load beside them says how loaded.
  figures.push({ name: '  load average (1 min) at the end of these starts', value: loadavg()[0] ?? 0, unit: '' });
  return figures;
}

/** How long after ready idle memory is read: past every warm-up (the planner's, the reminders' first pass) and settled. */
const STEADY_AFTER_READY_MS = 65_000;
const MEMORY_STARTS = 3;

/** Resident memory of a process in MB: all of it, and its anonymous part (heaps, WebAssembly, not the mapped binary). */
function residentMb(pid: number | undefined): { rss: number; anonymous: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? Number.NaN);
  return { rss: kb('Rss') / 1024, anonymous: kb('Anonymous') / 1024 };
}

/**
 * Idle memory at steady state, embedded default. A server just started holds less than it will
 * once the planner has warmed up and the first queries have grown the embedded database's memory,
 * so it is read 65 s after ready, on each of 3 starts on a new data folder: median and worst.
 */
async function memoryFigures(): Promise<Figure[]> {
  const readings: { rss: number; anonymous: number }[] = [];
  for (let run = 0; run < MEMORY_STARTS; run += 1) {
    const server = await startServer({}, mkdtempSync(join(tmpdir(), 'larder-bench-')));
    await new Promise((resolve) => setTimeout(resolve, STEADY_AFTER_READY_MS));
    readings.push(residentMb(server.child.pid));
    await server.stop();
  }
  const rss = readings.map((reading) => reading.rss);
  return [
    {
      name: 'server idle memory at steady state, RSS 65 s after ready (median of 3 starts)',
      value: median(rss),
      unit: 'MB',
      budget: { max: 200 },
    },
    { name: '  worst of 3', value: Math.max(...rss), unit: 'MB' },
    { name: '  of which anonymous (heaps, WebAssembly; median)', value: median(readings.map((reading) => reading.anonymous)), unit: 'MB' },
  ];
}

/**
 * Restart after a hard kill, embedded default: the server is killed with SIGKILL (its data folder
 * lock left behind) and a new one started on the same folder, timed to its first /api/ready. The
 * lock's recorded owner (boot id and start time) lets the new server take it at once.
 */
async function killRestartFigures(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
  let server = await startServer({}, dataDir);
  const restarts: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    server = await startServer({}, dataDir);
    restarts.push(server.startMs);
  }
  await server.stop();
  return [
    { name: 'restart after a hard kill to first /api/ready (median of 5)', value: median(restarts), unit: 'ms', budget: { max: 2000 } },
    { name: '  worst of 5', value: Math.max(...restarts), unit: 'ms', budget: { max: 2000 } },
  ];
}

/** `--screens=/,/weekly-plan` measures only those; every main screen otherwise. */
function screensAsked(): readonly string[] {
  const asked = process.argv.find((arg) => arg.startsWith('--screens='));
  return asked ? asked.slice('--screens='.length).split(',') : MAIN_SCREENS;
}

async function lighthouse(): Promise<Figure[]> {
  const server = await startServer();
  await settle();
  try {
    return await lighthouseFigures(server.url, screensAsked());
  } finally {
    await server.stop();
  }
}

/** Every section, in the order printed; `npm run bench -- abuse http` runs only those named. */
const SECTIONS: Record<string, () => Figure[] | Promise<Figure[]>> = {
  catalog: catalogFigures,
  allergy: allergyVettingFigures,
  'recipe-import': recipeImportFigures,
  'week-planner': weekPlannerFigures,
  start: startFigures,
  'kill-restart': killRestartFigures,
  memory: memoryFigures,
  generation: generationFigures,
  http: httpLoadFigures,
  kitchen: kitchenFigures,
  abuse: abuseFigures,
  lighthouse,
  size: () => webSizeFigures(screensAsked()),
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) throw new Error(`unknown bench sections: ${unknown.join(', ')} (known: ${Object.keys(SECTIONS).join(', ')})`);
// Sections measured in this process need no build (`npm run bench -- allergy` runs in seconds).
const IN_PROCESS = new Set(['catalog', 'allergy', 'recipe-import', 'week-planner']);
if (asked.length === 0 || asked.some((name) => !IN_PROCESS.has(name))) execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const figures: Figure[] = [];
for (const [name, section] of Object.entries(SECTIONS)) if (asked.length === 0 || asked.includes(name)) figures.push(...(await section()));
printFigures(figures);
