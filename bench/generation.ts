import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSseDecoder } from '../src/domain/generation';
import { startFakeOpenAi } from '../tests/support/fake-openai';
import { median, percentile, startServer, type Figure } from './lib';

/** The fake model's pace: 100 chunks of 20 characters a second, so ten meals take about 4 s. */
const TOKENS_PER_SECOND = 100;
const CHARS_PER_TOKEN = 20;
const COUNT = 10;
const CATALOG_RUNS = 5;
/** Cooks asking at the same moment (issue 20): every one must be answered, the slowest within 250 ms. */
const CONCURRENT = 50;

type Timing = { firstMealMs: number; doneMs: number; meals: number };

/** POSTs one generation and reads its SSE answer as it arrives, timing the first meal and done. */
async function timeGeneration(url: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${url}/api/generations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ preferences: { mealCount: { main: 7 } }, count: COUNT }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`generation answered ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createSseDecoder();
  let firstMealMs: number | undefined;
  let meals = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of decoder.push(value)) {
      if (event === 'meal') {
        meals += 1;
        firstMealMs ??= performance.now() - started;
      } else if (event === 'error') {
        throw new Error(`generation failed: ${data}`);
      } else if (event === 'done') {
        await reader.cancel();
        if (firstMealMs === undefined) throw new Error('done came without any meal');
        return { firstMealMs, doneMs: performance.now() - started, meals };
      }
    }
  }
  throw new Error('the answer ended without a done event');
}

/**
 * Time to the first meal and to done against a fake OpenAI-compatible model streaming at a fixed
 * rate (the first must come well before the last), and the catalog path's time to done. Runs the
 * built server (`npm run build` first).
 */
export async function generationFigures(): Promise<Figure[]> {
  const fake = await startFakeOpenAi({ tokensPerSecond: TOKENS_PER_SECOND, charsPerToken: CHARS_PER_TOKEN });
  const dataDirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'larder-bench-generation-'));
    dataDirs.push(dir);
    return dir;
  };
  try {
    const modelServer = await startServer(
      // Visitors may use the model and it draws pictures, as before these became settings.
      {
        OPENAI_API_KEY: 'sk-bench-fake-model-key-0123456789',
        OPENAI_BASE_URL: fake.baseURL,
        GENERATION_ACCESS: 'anyone',
        OPENAI_IMAGES: 'on',
      },
      freshDir(),
    );
    let model: Timing;
    try {
      model = await timeGeneration(modelServer.url);
    } finally {
      await modelServer.stop();
    }
    if (model.meals !== COUNT) throw new Error(`the fake model run gave ${model.meals} meals, not ${COUNT}`);

    // A blank key counts as unset, whatever the calling shell exports.
    // The rate limit is raised so the bench's one address may ask 50 times at once.
    const catalogServer = await startServer({ OPENAI_API_KEY: '', CATALOG_RATE_LIMIT_PER_10_MIN: '100000' }, freshDir());
    const catalogTimes: number[] = [];
    const concurrent: { doneMs: number; failed: boolean }[] = [];
    try {
      await timeGeneration(catalogServer.url);
      for (let run = 0; run < CATALOG_RUNS; run += 1) catalogTimes.push((await timeGeneration(catalogServer.url)).doneMs);
      concurrent.push(
        ...(await Promise.all(
          Array.from({ length: CONCURRENT }, () =>
            timeGeneration(catalogServer.url).then(
              (timing) => ({ doneMs: timing.doneMs, failed: timing.meals !== COUNT }),
              () => ({ doneMs: Number.NaN, failed: true }),
            ),
          ),
        )),
      );
    } finally {
      await catalogServer.stop();
    }

    return [
      {
        name: `time to first meal (fake model, ${COUNT} meals at ${TOKENS_PER_SECOND * CHARS_PER_TOKEN} chars/s)`,
        value: model.firstMealMs,
        unit: 'ms',
      },
      { name: 'time to done (fake model)', value: model.doneMs, unit: 'ms' },
      {
        name: 'first meal as a share of done (fake model)',
        value: (model.firstMealMs / model.doneMs) * 100,
        unit: '%',
        budget: { max: 50 },
      },
      { name: `time to done (catalog, ${COUNT} meals, median of ${CATALOG_RUNS})`, value: median(catalogTimes), unit: 'ms' },
      {
        name: `${CONCURRENT} catalog generations at once: p99 time to done`,
        value: percentile(
          concurrent.filter((run) => !run.failed).map((run) => run.doneMs),
          0.99,
        ),
        unit: 'ms',
        budget: { max: 250 },
      },
      {
        name: `  of those, failed or short of ${COUNT} meals`,
        value: concurrent.filter((run) => run.failed).length,
        unit: '',
        budget: { max: 0 },
      },
    ];
  } finally {
    await fake.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
