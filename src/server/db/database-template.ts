import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A new embedded database starts from a template: an empty, migrated data folder made once (at
 * build time for the server, once per machine for tests) and unpacked by PGlite instead of running
 * initdb, which costs about 5 s of CPU and 700 MB of memory (docs/decisions/0019). The template holds
 * the schema only: the auth secret and every other row are written after, by the server itself.
 */

/** The template's file name: keyed by PGlite's version and the migrations, so a stale one is never used. */
export function templateFileName(migrationsFolder: string): string {
  return `database-template-${templateKey(migrationsFolder)}.tar.gz`;
}

/** Any template's file name, whatever its key. */
const TEMPLATE_FILE = /^database-template-[0-9a-f]+\.tar\.gz$/;

function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = [join('meta', '_journal.json'), ...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'))].sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package exports no package.json: found from its entry file, which sits in its dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  for (let depth = 0; depth < 4; depth += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    dir = dirname(dir);
  }
  throw new Error('PGlite’s package.json was not found beside its entry file.');
}

/** The template in the first of `dirs` that holds one for these migrations, as PGlite's loadDataDir takes it. */
export function findTemplate(dirs: readonly string[], migrationsFolder: string): Blob | undefined {
  const name = templateFileName(migrationsFolder);
  for (const dir of dirs) {
    const path = join(dir, name);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
  }
  return undefined;
}

/**
 * Writes a template where `findTemplate` looks, whole or not at all (several test workers may race
 * to it), and removes the templates of other migrations there. Answers its path.
 */
export async function saveTemplate(dir: string, migrationsFolder: string, template: Blob): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const name = templateFileName(migrationsFolder);
  const path = join(dir, name);
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
  renameSync(partial, path);
  for (const stale of readdirSync(dir).filter((file) => TEMPLATE_FILE.test(file) && file !== name)) {
    rmSync(join(dir, stale), { force: true });
  }
  return path;
}
