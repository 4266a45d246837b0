import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleMessage, importCycles } from './import-cycles';

const ROOT = path.join(import.meta.dirname, '..');
let fixture: string | undefined;

/** A folder of modules, `{ 'a.ts': "import './b';" }`, written for one test. */
function folder(files: Record<string, string>): string {
  fixture = mkdtempSync(path.join(tmpdir(), 'larder-cycles-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, name)), { recursive: true });
    writeFileSync(path.join(fixture, name), source);
  }
  return fixture;
}

/** The circles found in a fixture, each file named relative to it. */
function circles(dir: string) {
  const local = (file: string) => path.relative(dir, path.join(ROOT, file));
  return importCycles([dir]).map(({ circle, files }) => ({ circle: circle.map(local), files: files.map(local) }));
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

describe('the import cycle check', () => {
  it('finds a circle made with `import type`, and its message names the circle’s files', () => {
    const dir = folder({
      'row.tsx': "import type { Actions } from './menu';\nexport const Row = () => null;\n",
      'menu.tsx': "import { Row } from './row';\nexport type Actions = { open(): void };\nexport const Menu = Row;\n",
    });
    const found = circles(dir);
    expect(found).toEqual([{ circle: ['menu.tsx', 'row.tsx', 'menu.tsx'], files: ['menu.tsx', 'row.tsx'] }]);
    expect(cycleMessage(importCycles([dir])[0] as { circle: string[]; files: string[] })).toMatch(
      /^Import cycle: .*menu\.tsx → .*row\.tsx → .*menu\.tsx\. Move what they share/,
    );
  });

  it('resolves imports as TypeScript does: folders’ index files, .ts and .tsx, an explicit extension, export-from and import()', () => {
    const dir = folder({
      'db/index.ts': "export * from './database.ts';\n",
      'db/database.ts': "export const open = () => import('../migrations').then((m) => m.run);\n",
      'migrations.tsx': "import type { open } from './db';\nexport const run = (o: typeof open) => o;\n",
      'alone.ts': "import './db/database';\nimport 'react';\n",
    });
    expect(circles(dir)).toEqual([
      {
        circle: ['db/database.ts', 'migrations.tsx', 'db/index.ts', 'db/database.ts'],
        files: ['db/database.ts', 'db/index.ts', 'migrations.tsx'],
      },
    ]);
  });

  it('finds no circle where imports go one way, and none in src/', () => {
    const dir = folder({
      'shared.ts': 'export type Marks = { saved?: boolean };\n',
      'card.tsx': "import type { Marks } from './shared';\nexport const load = () => import('./menu');\nexport type M = Marks;\n",
      'menu.tsx': "import type { Marks } from './shared';\nexport type N = Marks;\n",
    });
    expect(circles(dir)).toEqual([]);
    expect(importCycles()).toEqual([]);
  });

  it('fails `npm run lint`’s step with the message, and passes a folder without a circle', () => {
    const dir = folder({ 'a.ts': "import './b';\n", 'b.ts': "import './a';\n" });
    const run = (target: string) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/import-cycles.ts', target], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(() => run(path.relative(ROOT, dir))).toThrow(/Import cycle: .*a\.ts → .*b\.ts → .*a\.ts/);
    expect(run('src/domain/dates')).toMatch(/^No import cycles/);
  });
});
