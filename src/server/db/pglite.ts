import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { setFlagsFromString } from 'node:v8';

let baselineOnly = false;

/**
 * Compiles WebAssembly with V8's baseline compiler (Liftoff) only, before PGlite's Postgres (9 MB
 * of it) is compiled. By default V8 also recompiles the functions it finds hot with its optimising
 * compiler on background threads: on this two-core machine that took about 1 s of CPU beside the
 * server's start, and its code stayed in memory (50–60 MB of RSS). One household's queries are
 * small; the baseline code answers them (docs/decisions/0026-embedded-database-baseline-code.md).
 * The flag only changes how WebAssembly is compiled, and it is set before the first module is.
 */
function compileWasmBaselineOnly(): void {
  if (baselineOnly) return;
  baselineOnly = true;
  setFlagsFromString('--liftoff-only');
}

/** A new embedded database client (the data folder's path, or in memory), its code compiled as above. */
export function newPglite(dataDir: string | undefined, options: PGliteOptions = {}): PGlite {
  compileWasmBaselineOnly();
  return dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
}
