// `npm test`: every test runner in turn, then one closing line `N passed, N failed` over all.
// Browser tests need Debian's Chromium; without it they are skipped loudly, and with
// REQUIRE_E2E=1 (as in CI) a missing browser is a failure.
//
// CI splits the suite into passes that run side by side (.ci/run): TEST_PARTS=unit runs Vitest
// alone, TEST_PARTS=browser the browser tests alone; each pass keeps its results in its own
// TEST_RESULTS_DIR and leaves its totals in TEST_TOTALS_OUT, and `node scripts/test.mjs --sum
// A.json B.json …` prints the failures and the closing line over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The failures and the closing line over several passes' totals, each labelled by the Node it ran on. */
function printClosing(passes) {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  const failed = [];
  for (const pass of passes) {
    sum.passed += pass.passed;
    sum.failed += pass.failed;
    sum.skipped += pass.skipped ?? 0;
    failed.push(...(pass.failedNames ?? []));
  }
  if (failed.length > 0) {
    console.log('\nFailed:');
    for (const name of failed) console.log(`  ✗ ${name}`);
  }
  if (passes.length > 1) {
    for (const pass of passes) console.log(`(${pass.label}: ${pass.passed} passed, ${pass.failed} failed)`);
  }
  console.log(`\n${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
  return sum.failed > 0 ? 1 : 0;
}

if (process.argv[2] === '--sum') {
  const files = process.argv.slice(3);
  const passes = files.map(
    (file) => readJson(file) ?? { label: file, passed: 0, failed: 1, failedNames: [`${file}: no totals (the pass did not finish)`] },
  );
  process.exit(printClosing(passes));
}

const PARTS = ['all', 'unit', 'browser'];
const parts = process.env.TEST_PARTS ?? 'all';
if (!PARTS.includes(parts)) {
  console.error(`TEST_PARTS must be one of ${PARTS.join(', ')}; it is "${parts}".`);
  process.exit(2);
}

const outDir = process.env.TEST_RESULTS_DIR ?? '.tmp/test-results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let problems = 0;
// The names of failed (and flaky) tests, repeated just above the closing line: CI keeps only the
// end of a long log, and a failure must be findable there.
const failedNames = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function relative(path) {
  return path.startsWith(process.cwd()) ? path.slice(process.cwd().length + 1) : path;
}

function firstLine(text) {
  return String(text ?? '').split('\n')[0];
}

// Playwright's report nests suites (file, describe blocks); every spec holds one test per project.
function* playwrightTests(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    yield* playwrightTests(suite.suites ?? []);
  }
}

// 1. Unit, component and server tests.
const vitestReport = join(outDir, 'vitest.json');
const vitestStatus =
  parts === 'browser' ? 0 : run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = parts === 'browser' ? undefined : readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedNames.push(`vitest  ${relative(file.name)} › ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed')
      failedNames.push(`vitest  ${relative(file.name)} (the file failed to run: ${firstLine(file.message)})`);
  }
}
if (parts !== 'browser' && vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  // Every test passed yet vitest failed: most often an unhandled error after a test (a timer or a
  // lazy import landing once its file's environment is gone). Named here, or CI's tail hides it.
  const why = vitest ? 'every test passed, but vitest reported unhandled errors' : 'vitest failed before its tests could report';
  console.error(`\n${why} (see "Unhandled Errors" above).`);
  failedNames.push(`vitest  exit status ${vitestStatus}: ${why}`);
  problems += 1;
}

// 2. Browser tests.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (parts === 'unit') {
  console.log('\nBrowser tests: not in this pass (TEST_PARTS=unit).');
} else if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.error("  Install Debian's Chromium to run them:  sudo apt-get install -y --no-install-recommends chromium");
  console.error(`  (or point CHROMIUM_PATH at a Chromium binary).\n${banner}\n`);
  if (process.env.REQUIRE_E2E === '1') {
    console.error('REQUIRE_E2E=1: the browser tests must run, so this is a failure.');
    problems += 1;
  }
} else {
  const buildStatus = run('node', ['scripts/ensure-build.mjs']);
  if (buildStatus !== 0) {
    console.error('The build failed, so the browser tests cannot run.');
    problems += 1;
  } else {
    const playwrightReport = join(outDir, 'playwright.json');
    const status = run('npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    const playwright = readJson(playwrightReport);
    const stats = playwright?.stats;
    for (const { spec, test } of playwrightTests(playwright?.suites ?? [])) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        failedNames.push(`browser ${spec.file}:${spec.line} › ${spec.title}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`);
      }
    }
    if (stats) {
      totals.passed += stats.expected;
      totals.failed += stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (status !== 0 && (!stats || stats.unexpected === 0)) {
      console.error('\nPlaywright failed before its tests could report (see above).');
      problems += 1;
    }
  }
}

if (problems > 0) totals.failed += problems;
const node = `Node ${process.versions.node}`;
const label = { all: 'every test', unit: 'Vitest', browser: 'browser tests' }[parts];
const pass = { label: `${label} on ${node}`, ...totals, failedNames: failedNames.map((name) => `${name}  [${node}]`) };
if (process.env.TEST_TOTALS_OUT) writeFileSync(process.env.TEST_TOTALS_OUT, JSON.stringify(pass));
process.exit(printClosing([pass]));
