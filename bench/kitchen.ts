import { randomUUID } from 'node:crypto';
import type { KitchenChange } from '../src/domain/kitchen';
import { openDatabase, type Database } from '../src/server/db/database';
import { mealPlans, user } from '../src/server/db/schema';
import { ensureKitchen } from '../src/server/features/kitchen/ensure-kitchen';
import { pullKitchen } from '../src/server/features/kitchen/pull-kitchen';
import { pushChanges } from '../src/server/features/kitchen/push-changes';
import fixture from '../src/server/features/kitchen/fixtures/plan-document.json';
import { createLogger } from '../src/server/logger';
import { createPostgresDatabase } from '../tests/support/test-databases';
import { median, type Figure } from './lib';

const logger = createLogger('silent');
const MADE_AT = '2026-11-30T12:00:00.000Z';
const tick = (itemKey: string, baseVersion = 0): KitchenChange => ({
  changeId: randomUUID(),
  collection: 'shoppingTicks',
  id: itemKey,
  op: 'put',
  value: { itemKey, ticked: baseVersion % 2 === 0 },
  baseVersion,
  madeAt: MADE_AT,
});

const worst = (values: readonly number[]) => Math.max(...values);

async function timed(runs: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  return times;
}

/** The kitchen's services in process (no HTTP), on one database. */
async function measure(label: string, database: Database): Promise<Figure[]> {
  const { db } = database;
  let cooks = 0;
  async function newCook() {
    cooks += 1;
    const userId = `bench-${cooks}`;
    await db.insert(user).values({ id: userId, name: 'Bench', email: `${userId}@example.com` });
    await ensureKitchen({ db, userId, logger });
    return userId;
  }
  const push = (userId: string, changes: KitchenChange[]) =>
    pushChanges({ db, userId, push: { deviceId: 'device-bench', changes }, logger });

  const single = await newCook();
  await push(single, [tick('warm')]);
  const one = await timed(200, (i) => push(single, [tick('garlic', i + 1)]));

  const batches = await timed(20, async () =>
    push(
      await newCook(),
      Array.from({ length: 500 }, (_, i) => tick(`item ${i}`)),
    ),
  );

  const full = await newCook();
  for (let batch = 0; batch < 2; batch += 1)
    await push(
      full,
      Array.from({ length: 500 }, (_, i) => tick(`item ${batch * 500 + i}`)),
    );
  const { cursor } = await pullKitchen({ db, userId: full, since: 0, logger });
  const fullPulls = await timed(50, () => pullKitchen({ db, userId: full, since: 0, logger }));
  const emptyPulls = await timed(200, () => pullKitchen({ db, userId: full, since: Number(cursor), logger }));

  const imports = await timed(20, async (i) => {
    const userId = `importing-${i}`;
    await db.insert(user).values({ id: userId, name: 'Bench', email: `${userId}@example.com` });
    const row = fixture.row;
    await db.insert(mealPlans).values({ userId, ...row, updatedAt: new Date(row.updatedAt) });
    await ensureKitchen({ db, userId, logger });
  });

  const together = await newCook();
  const concurrent = await timed(10, (round) =>
    Promise.all(Array.from({ length: 10 }, (_, device) => push(together, [tick(`round ${round} device ${device}`)]))),
  );

  const figure = (name: string, times: number[]): Figure[] => [
    { name: `kitchen ${name}, ${label}: median`, value: median(times), unit: 'ms' },
    { name: `kitchen ${name}, ${label}: worst`, value: worst(times), unit: 'ms' },
  ];
  return [
    ...figure('push of 1 change (200 runs)', one),
    ...figure('push of 500 new items (20 runs)', batches),
    ...figure('full pull of 1,000 items (50 runs)', fullPulls),
    ...figure('pull with nothing new (200 runs)', emptyPulls),
    ...figure('first read converting an old plan document, 24 items (20 runs)', imports),
    ...figure('10 pushes to one kitchen at once, all done (10 runs)', concurrent),
  ];
}

/** Push and pull times for the per-item kitchen, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
export async function kitchenFigures(): Promise<Figure[]> {
  const embedded = await openDatabase({ kind: 'memory' });
  const figures = await measure('PGlite', embedded).finally(() => embedded.close());
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl, 'larder_bench');
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    try {
      figures.push(...(await measure('PostgreSQL', database)));
    } finally {
      await database.close();
      await created.drop();
    }
  }
  return figures;
}
