import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { showError } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { describeImport, downloadAccountData, importAccountData } from '../api/account-data';

/** Settings → "Your data": everything the account holds as one file, and that file brought back. */
export function YourDataCard({ onImported }: { onImported?: () => void }) {
  const [busy, setBusy] = useState<'download' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const download = async () => {
    setBusy('download');
    try {
      await downloadAccountData();
    } catch (error) {
      showError('Your data could not be downloaded', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    setOutcome(null);
    try {
      const result = await importAccountData(file);
      setOutcome(`Imported ${file.name}: ${describeImport(result)}`);
      onImported?.();
    } catch (error) {
      setOutcome(null);
      showError('That file could not be imported', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download everything Larder keeps for you — preferences, plans, pantry answers, ticks, purchases, favourites, your own recipes and
          mealtimes — as one file. Import such a file here or into another Larder: what this account already has is kept, the rest is added.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void download()} disabled={busy !== null}>
            <Download aria-hidden />
            {busy === 'download' ? 'Preparing…' : 'Download my data'}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
            <Upload aria-hidden />
            {busy === 'import' ? 'Importing…' : 'Import a data file'}
          </Button>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept="application/json,.json"
            aria-label="Data file to import"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => void importFile(event.target.files?.[0])}
          />
        </div>
        {outcome && (
          <p role="status" className="text-sm text-muted-foreground">
            {outcome}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
