import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM module of the lint setup, without types.
import { boundaries } from './lint-boundaries.js';

const ROOT = path.join(import.meta.dirname, '..');
const linter = new Linter({ cwd: ROOT });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' as const },
  },
];

/** The boundary messages for one import written in the file at `file` (relative to the repository). */
function refusals(file: string, source: string): string[] {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  return linter.verify(code, config, { filename: path.join(ROOT, file) }).map((message) => message.message);
}

describe('the boundaries lint rule', () => {
  it('fails a feature importing another feature, however the path is written', () => {
    expect(refusals('src/web/features/shopping/export-list.ts', '../meal-plan/print-recipe')).toEqual([
      'Features do not import each other (shopping → meal-plan): move the shared piece to web/components or web/lib.',
    ]);
    expect(refusals('src/web/features/account/components/delete-account-dialog.tsx', '../../auth/use-submitting')).toHaveLength(1);
  });

  it('fails shared pieces that import features, screens or the app', () => {
    expect(refusals('src/web/lib/toasts.ts', '../features/auth/redirect-path')).toHaveLength(1);
    expect(refusals('src/web/components/meal/meal-card.tsx', '../../routes/planner/planner-page')).toHaveLength(1);
    expect(refusals('src/web/components/ui/button.tsx', '../../app/router')).toHaveLength(1);
  });

  it('fails a feature importing a screen, a screen importing the app shell, and the server importing the page', () => {
    expect(refusals('src/web/features/planning/use-meal-selection.ts', '../../routes/planner/planner-page')).toHaveLength(1);
    expect(refusals('src/web/routes/planner/planner-page.tsx', '../../app/router')).toHaveLength(1);
    expect(refusals('src/server/app.ts', '../web/lib/toasts')).toEqual(['The server does not import the page.']);
  });

  it('lets a feature use its own files, shared pieces and the domain; screens and the app use features', () => {
    expect(refusals('src/web/features/shopping/export-list.ts', './use-planned')).toEqual([]);
    expect(refusals('src/web/features/auth/components/sign-in-form.tsx', '../../../lib/use-submitting')).toEqual([]);
    expect(refusals('src/web/features/auth/components/sign-in-form.tsx', '../../../components/ui/form-field')).toEqual([]);
    expect(refusals('src/web/features/shopping/export-list.ts', '../../../domain/shopping-list')).toEqual([]);
    expect(refusals('src/web/routes/shopping-list/shopping-list-page.tsx', '../../features/shopping/use-planned')).toEqual([]);
    expect(refusals('src/web/app/router.tsx', '../routes/planner/planner-page')).toEqual([]);
    expect(refusals('src/web/main.tsx', './app/router')).toEqual([]);
  });
});
