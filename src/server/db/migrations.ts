import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './database-types';

/** The drizzle/ folder, found from this file both in src/ (tsx, tests) and in dist/ (built). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The drizzle/ migrations folder is missing from the installation.');
}

/** The migrations this build ships: each one's time stamp, as drizzle records it once applied. */
function shippedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

export async function countPendingMigrations(db: Db): Promise<number> {
  const result: unknown = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  // node-postgres and PGlite both answer with { rows }.
  const [row] = (result as { rows: { last: string | number | null }[] }).rows;
  const last = Number(row?.last ?? 0);
  return shippedMigrations().filter((when) => when > last).length;
}
