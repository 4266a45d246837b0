import { accountExportFileName, type AccountImportResult } from '../../../../domain/account-data';
import { api } from '../../../lib/api-client';
import { postJsonFile, saveAsDownload } from '../../../lib/file-transfer';

/** Saves the response of "Download my data" as a file, with the name the server gave it. */
export function downloadAccountData(): Promise<void> {
  return saveAsDownload(api.account.export.$get(), accountExportFileName(new Date().toISOString()));
}

/** Sends a data file to be imported into the signed-in account; the server checks it whole first. */
export async function importAccountData(file: File): Promise<AccountImportResult> {
  return (await postJsonFile('/api/account/import', file)) as AccountImportResult;
}

const total = (counts: AccountImportResult['added']) =>
  Object.values(counts.kitchen).reduce((sum, n) => sum + (n ?? 0), 0) +
  counts.favorites +
  counts.recipes +
  counts.mealtimes +
  counts.pantryReminder;

/** One sentence for the cook: how much came in, how much they already had. */
export function describeImport(result: AccountImportResult): string {
  const added = total(result.added);
  const kept = total(result.kept);
  const addedText = added === 1 ? '1 record added' : `${added} records added`;
  return kept === 0
    ? `${addedText}.`
    : `${addedText}; ${kept} you already had ${kept === 1 ? 'was kept as it is' : 'were kept as they are'}.`;
}
