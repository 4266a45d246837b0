import type { PurchaseRow } from '../../../domain/purchases/purchase-form';
import type { ShoppingListItem } from '../../../domain/shopping-list';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';

/** The shopping list's items to tick as bought (with their expiry) or as missing. */
export function PurchaseListTable({
  items,
  rowOf,
  onPurchased,
  onChange,
}: {
  items: readonly ShoppingListItem[];
  rowOf: (key: string) => PurchaseRow;
  onPurchased: (item: ShoppingListItem, purchased: boolean) => void;
  onChange: (key: string, change: Partial<PurchaseRow>) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[560px] text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Purchased</th>
            <th className="px-3 py-2 font-medium">Item</th>
            <th className="px-3 py-2 font-medium">Quantity</th>
            <th className="px-3 py-2 font-medium">Expiry Date</th>
            <th className="px-3 py-2 font-medium">Missing</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => {
            const row = rowOf(item.key);
            return (
              <tr key={item.key}>
                <td className="px-3 py-2">
                  <Checkbox
                    aria-label={`Purchased ${item.name}`}
                    checked={row.purchased}
                    onCheckedChange={(checked) => onPurchased(item, checked)}
                  />
                </td>
                <td className="px-3 py-2 font-medium">{item.name}</td>
                <td className="px-3 py-2 text-muted-foreground">
                  {item.quantity}
                  {item.pack && (
                    <span className="block text-xs">
                      {item.pack.packs} × {item.pack.label}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <Input
                    type="date"
                    aria-label={`Expiry date of ${item.name}`}
                    className="h-8 w-40"
                    disabled={!row.purchased}
                    value={row.expiry}
                    onChange={(event) => onChange(item.key, { expiry: event.target.value })}
                  />
                </td>
                <td className="px-3 py-2">
                  <Checkbox
                    aria-label={`Missing ${item.name}`}
                    checked={row.missing}
                    onCheckedChange={(checked) => onChange(item.key, { missing: checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
