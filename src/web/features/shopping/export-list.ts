import { shoppingCsvRows, type ShoppingListItem } from '../../../domain/shopping-list';
import { groupByCategory } from '../../../domain/shopping-list';
import { escapeHtml } from '../../lib/escape-html';

export const CSV_FILE_NAME = 'shopping_list.csv';

/** shopping_list.csv (Category, Item, Quantity, Price) via papaparse, loaded on demand. */
export async function downloadShoppingCsv(items: readonly ShoppingListItem[]): Promise<void> {
  const { unparse } = await import('papaparse');
  const csv = unparse(shoppingCsvRows(items));
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A plain printable list with a box to tick by each item, grouped by aisle. */
export function shoppingPrintHtml(items: readonly ShoppingListItem[]): string {
  const groups = groupByCategory(items)
    .map(
      ({ category, items: inGroup }) =>
        `<h2>${escapeHtml(category)}</h2><ul>${inGroup.map((item) => `<li><span class="box">☐</span> ${escapeHtml(item.name)} <span class="q">${escapeHtml(item.quantity)}</span></li>`).join('')}</ul>`,
    )
    .join('');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Shopping list · Larder</title><style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:24px auto;padding:0 16px;color:#111}h1{font-size:22px}h2{font-size:15px;margin:18px 0 6px;text-transform:uppercase;letter-spacing:.04em;color:#444}
ul{list-style:none;padding:0;margin:0}li{padding:4px 0;border-bottom:1px dotted #ccc}.box{font-size:18px;margin-right:6px}.q{color:#555;float:right}</style></head>
<body><h1>Shopping list</h1>${groups}</body></html>`;
}

export function printShoppingList(items: readonly ShoppingListItem[]): void {
  const printWindow = window.open('', '_blank');
  if (!printWindow) {
    console.error('Could not open the print window (blocked by the browser?)');
    return;
  }
  printWindow.document.open();
  printWindow.document.write(shoppingPrintHtml(items));
  printWindow.document.close();
  setTimeout(() => printWindow.print(), 500);
}
