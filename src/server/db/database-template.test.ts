import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_START_PARAMS, dumpPglite, openDatabase, writeDatabaseTemplate, type Database } from './database';
import { findTemplate, saveTemplate, templateFileName } from './database-template';

const MIGRATIONS = join(process.cwd(), 'drizzle');
const made: string[] = [];
const opened: Database[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-template-'));
  made.push(dir);
  return dir;
}

async function open(...args: Parameters<typeof openDatabase>): Promise<Database> {
  const database = await openDatabase(...args);
  opened.push(database);
  return database;
}

async function settings(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql`select key from app_settings order by key`)) as unknown as { rows: { key: string }[] };
  return result.rows.map((row) => row.key);
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database template', () => {
  it('is what a new data folder starts from, and a reopened folder keeps its own data', async () => {
    const templates = tempDir();
    await writeDatabaseTemplate(templates);
    // Mark the template, so a database unpacked from it can be told from one made by initdb.
    const marked = new PGlite({ startParams: [...PGLITE_START_PARAMS], loadDataDir: findTemplate([templates], MIGRATIONS) });
    await marked.exec(`insert into app_settings (key, value) values ('from-template', 'yes')`);
    await saveTemplate(templates, MIGRATIONS, await dumpPglite(marked));
    await marked.close();

    const dataDir = tempDir();
    const database = await open({ kind: 'pglite', dataDir, templateDir: templates });
    expect(await settings(database)).toEqual(['from-template']);
    expect(await database.pendingMigrations()).toBe(0);
    await database.db.execute(sql`insert into app_settings (key, value) values ('the cook''s', 'kept')`);
    await database.close();

    // The folder exists now: opened as it is, not unpacked again over it.
    const again = await open({ kind: 'pglite', dataDir, templateDir: templates });
    expect(await settings(again)).toEqual(['from-template', "the cook's"]);
  });

  it('without a template, a new data folder is made by initdb and migrated as before', async () => {
    const database = await open({ kind: 'pglite', dataDir: tempDir(), templateDir: tempDir() });
    expect(await settings(database)).toEqual([]);
    expect(await database.pendingMigrations()).toBe(0);
  });

  it('is keyed by the migrations: one made for other migrations is never used', () => {
    const templates = tempDir();
    writeFileSync(join(templates, templateFileName(MIGRATIONS)), 'a template');
    const changed = join(tempDir(), 'drizzle');
    cpSync(MIGRATIONS, changed, { recursive: true });
    const [first] = readdirSync(changed).filter((name) => name.endsWith('.sql'));
    if (!first) throw new Error('no migration to change');
    writeFileSync(join(changed, first), '-- changed\n', { flag: 'a' });

    expect(templateFileName(changed)).not.toBe(templateFileName(MIGRATIONS));
    expect(findTemplate([templates], changed)).toBeUndefined();
    expect(findTemplate([templates], MIGRATIONS)).toBeInstanceOf(Blob);
  });

  it('is made by the first in-memory test database and used by the next, keeping only the current one', async () => {
    const templates = tempDir();
    writeFileSync(join(templates, 'database-template-0123456789abcdef.tar.gz'), 'an old one');
    const first = await open({ kind: 'memory', templateDir: templates });
    expect(readdirSync(templates)).toEqual([templateFileName(MIGRATIONS)]);
    await first.db.execute(sql`insert into app_settings (key, value) values ('first', '1')`);

    const second = await open({ kind: 'memory', templateDir: templates });
    expect(await settings(second)).toEqual([]);
    expect(await second.pendingMigrations()).toBe(0);
    expect(existsSync(join(templates, templateFileName(MIGRATIONS)))).toBe(true);
  });
});
