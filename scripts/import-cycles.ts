// Refuses an import circle in src/ (run by `npm run lint`): two modules that import each other,
// directly or through others, cannot be read, tested or moved one at a time, and at run time
// one of them sees the other half-loaded. Every import counts, `import type` and `import()`
// included, resolved as TypeScript resolves it (tsconfig.base.json: bundler resolution). Only
// relative imports are followed: src/ has no path aliases, and a package cannot import us back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Each file under `dirs` and the files under them it imports. */
export function importGraph(dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => [...sourceFiles(dir)]);
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, OPTIONS);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // The import, export-from and import() specifiers, `import type` among them, without a full parse.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(specifier, file, OPTIONS, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved)) targets.add(resolved);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected sets of files (Tarjan's algorithm) that hold a circle: more than one file, or one importing itself. */
function circularSets(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const set: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      set.push(member);
    } while (member !== file);
    if (set.length > 1 || (graph.get(file) ?? []).includes(file)) sets.push(set.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return sets;
}

/** A shortest circle through the set's first file, inside the set, from the file back to itself. */
function circleThrough(set: readonly string[], graph: Map<string, string[]>): string[] {
  const start = set[0] as string;
  const members = new Set(set);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const file = queue[at] as string;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (members.has(next) && !cameFrom.has(next) && next !== start) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Each set of files under `dirs` that import each other round: a shortest circle through them (relative to the
 * repository, back to the first file) and all the set's files.
 */
export function importCycles(dirs: readonly string[] = [join(ROOT, 'src')]): { circle: string[]; files: string[] }[] {
  const graph = importGraph(dirs);
  const name = (file: string) => relative(ROOT, file);
  return circularSets(graph).map((set) => ({ circle: circleThrough(set, graph).map(name), files: set.map(name) }));
}

export function cycleMessage({ circle, files }: { circle: readonly string[]; files: readonly string[] }): string {
  const others = files.filter((file) => !circle.includes(file));
  return (
    `Import cycle: ${circle.join(' → ')}${others.length > 0 ? ` (and through ${others.join(', ')})` : ''}. ` +
    'Move what they share into a module none of them imports, or merge them.'
  );
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const started = performance.now();
  const dirs = process.argv.slice(2).map((dir) => join(process.cwd(), dir));
  const circles = importCycles(dirs.length > 0 ? dirs : undefined);
  for (const circle of circles) console.error(cycleMessage(circle));
  if (circles.length > 0) process.exitCode = 1;
  else console.log(`No import cycles (${Math.round(performance.now() - started)} ms).`);
}
