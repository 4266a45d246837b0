import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

let baselineOnly = false;

/**
 * Compiles WebAssembly with V8's baseline compiler (Liftoff) only, before PGlite's Postgres (9 MB
 * of it) is compiled. By default V8 also recompiles the functions it finds hot with its optimising
 * compiler on background threads: on this two-core machine that took about 1 s of CPU beside the
 * server's start, and its code stayed in memory (about 40 MB of idle RSS). One household's queries
 * are small; the baseline code answers them (docs/decisions/0020-server-start.md).
 * The flag changes only how WebAssembly is compiled, and it is set before the first module is.
 */
function compileWasmBaselineOnly(): void {
  if (baselineOnly) return;
  baselineOnly = true;
  setFlagsFromString('--liftoff-only');
}

/** PGlite's compiled WebAssembly, which it would otherwise read and compile when a client is made. */
type PgliteFiles = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>;

let files: Promise<PgliteFiles> | undefined;

/** Node's WebAssembly, typed: the server's TypeScript has no DOM library to declare it. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteFiles['pgliteWasmModule']>> };
};

function readPgliteFiles(): Promise<PgliteFiles> {
  const resolvePath = createRequire(import.meta.url).resolve;
  // Read at once (a few milliseconds for both): the compile then begins while the rest of the
  // server is evaluated, instead of after it, when the file's read would have been answered.
  const compile = async (name: string) => wasm.compile(readFileSync(resolvePath(`@electric-sql/pglite/${name}`)));
  return Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    // PGlite reads them itself then, and says what is wrong.
    () => ({}),
  );
}

/**
 * Starts compiling PGlite's WebAssembly, which V8 does on background threads: the server calls
 * this before the rest of it is evaluated (`prepare-embedded.ts`), so the two overlap.
 */
export function preparePglite(): void {
  compileWasmBaselineOnly();
  files ??= readPgliteFiles();
}

/** A new embedded database client (the data folder's path, or in memory), its code compiled as above. */
export async function newPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  preparePglite();
  const withFiles = { ...(await files), ...options };
  return dataDir === undefined ? new PGlite(withFiles) : new PGlite(dataDir, withFiles);
}
