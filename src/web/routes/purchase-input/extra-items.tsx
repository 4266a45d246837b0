import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import type { PurchaseRecord } from '../../../domain/purchases/purchase-record';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { ExtraDraft } from './use-purchase-input';

/** The form to add an item bought that was not on the list. */
export function ExtraItemForm({
  draft,
  onChange,
  onSubmit,
}: {
  draft: ExtraDraft;
  onChange: (draft: ExtraDraft) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="extra-name">Item name</Label>
        <Input
          id="extra-name"
          value={draft.name}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          placeholder="e.g. Milk"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="extra-quantity">Quantity</Label>
        <Input
          id="extra-quantity"
          value={draft.quantity}
          onChange={(event) => onChange({ ...draft, quantity: event.target.value })}
          placeholder="1"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="extra-expiry">Expiry date</Label>
        <Input
          id="extra-expiry"
          type="date"
          value={draft.expiryDate}
          onChange={(event) => onChange({ ...draft, expiryDate: event.target.value })}
        />
      </div>
      <Button type="submit">
        <Plus aria-hidden />
        Add Item
      </Button>
    </form>
  );
}

/** The extra items added so far. */
export function ExtraItemsTable({ extras }: { extras: readonly PurchaseRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Item</th>
            <th className="px-3 py-2 font-medium">Quantity</th>
            <th className="px-3 py-2 font-medium">Expiry Date</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {extras.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-3 py-6 text-center text-muted-foreground">
                No additional items yet.
              </td>
            </tr>
          ) : (
            extras.map((extra, index) => (
              <tr key={`${extra.name}-${index}`}>
                <td className="px-3 py-2 font-medium">{extra.name}</td>
                <td className="px-3 py-2">{extra.quantity}</td>
                <td className="px-3 py-2 text-muted-foreground">{extra.actualExpiryDate ?? 'No date specified'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
