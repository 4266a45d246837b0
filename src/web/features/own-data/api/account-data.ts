import { accountExportFileName, type AccountImportResult } from '../../../../domain/account-data';
import { ApiError, api, unwrap } from '../../../lib/api-client';

/** Saves the response of "Download my data" as a file, with the name the server gave it. */
export async function downloadAccountData(): Promise<void> {
  const response = await api.account.export.$get().catch(() => {
    throw ApiError.network();
  });
  if (!response.ok) await unwrap(Promise.resolve(response));
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? accountExportFileName(new Date().toISOString());
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Sends a data file to be imported into the signed-in account; the server checks it whole first. */
export async function importAccountData(file: File): Promise<AccountImportResult> {
  const text = await file.text();
  // The file's own bytes, not a re-encoding: the server counts and checks them as they arrive.
  const answer = await unwrap(
    fetch('/api/account/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    }),
  );
  return answer as AccountImportResult;
}

const total = (counts: AccountImportResult['added']) =>
  Object.values(counts.kitchen).reduce((sum, n) => sum + (n ?? 0), 0) + counts.favorites + counts.recipes + counts.mealtimes;

/** One sentence for the cook: how much came in, how much they already had. */
export function describeImport(result: AccountImportResult): string {
  const added = total(result.added);
  const kept = total(result.kept);
  const addedText = added === 1 ? '1 record added' : `${added} records added`;
  return kept === 0
    ? `${addedText}.`
    : `${addedText}; ${kept} you already had ${kept === 1 ? 'was kept as it is' : 'were kept as they are'}.`;
}
