import { useQueryClient } from '../../../lib/query';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showError, showSuccess } from '../../../lib/toasts';
import { RECIPES_QUERY_KEY, downloadRecipes, importRecipeFile } from '../api/recipes-api';

const count = (n: number) => `${n} recipe${n === 1 ? '' : 's'}`;

/** "Export my recipes" (JSON-LD with Larder's matches) and that file read back. */
export function RecipeFileButtons() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const exportAll = async () => {
    setBusy('export');
    try {
      await downloadRecipes();
    } catch (error) {
      showError('Your recipes could not be exported', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    try {
      const result = await importRecipeFile(file);
      showSuccess(
        `Imported ${count(result.imported)}`,
        result.skipped > 0
          ? `${count(result.skipped)} you already had ${result.skipped === 1 ? 'was' : 'were'} left as ${result.skipped === 1 ? 'it is' : 'they are'}.`
          : undefined,
      );
      await queryClient.invalidateQueries({ queryKey: RECIPES_QUERY_KEY });
    } catch (error) {
      showError('That file could not be imported', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void exportAll()} disabled={busy !== null}>
        <Download aria-hidden />
        {busy === 'export' ? 'Exporting…' : 'Export my recipes'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy !== null}>
        <Upload aria-hidden />
        {busy === 'import' ? 'Importing…' : 'Import a recipe file'}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/json,application/ld+json,.json,.jsonld"
        aria-label="Recipe file to import"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void importFile(event.target.files?.[0])}
      />
    </>
  );
}
