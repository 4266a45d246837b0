import { useId, useState, type FormEvent } from 'react';
import { formatPence } from '../../../domain/meal/money';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import type { ItemPart } from '../../../domain/pantry/inventory-commands';
import { itemTitle } from '../../../domain/pantry/inventory-view';
import { formatQuantity } from '../../../domain/units/format-quantity';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { usePantryActions } from './pantry-actions';
import { unitLabel } from './units';

const portions = (count: number) => `${count} ${count === 1 ? 'portion' : 'portions'}`;

/** The quick choices: all of it, and half (leftovers: one portion). */
function quickChoices(item: InventoryItem): { label: string; detail: string; part: ItemPart }[] {
  const { amount, unit } = item.quantity;
  const all = { label: 'All', detail: item.leftover ? portions(amount) : formatQuantity(item.quantity), part: { kind: 'all' } as const };
  if (item.leftover) return amount > 1 ? [all, { label: 'One', detail: portions(1), part: { kind: 'amount', amount: 1 } }] : [all];
  return [all, { label: 'Half', detail: formatQuantity({ amount: amount / 2, unit }), part: { kind: 'share', share: 0.5 } }];
}

/**
 * "Used" or "Thrown away": all of an item, half of it, or an amount in its own unit (portions for
 * leftovers). What leaves is recorded with its value, for the waste screen.
 */
export function TakeOutDialog({
  open,
  onOpenChange,
  item,
  kind,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: InventoryItem;
  kind: 'used' | 'thrown';
}) {
  const actions = usePantryActions();
  const [amount, setAmount] = useState('');
  const id = useId();
  if (!item) return null;
  const title = itemTitle(item);
  const record = (part: ItemPart) => {
    if (actions.takeOut(item, kind, part)) {
      setAmount('');
      onOpenChange(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record({ kind: 'amount', amount: amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.')) });
  };
  const unit = item.leftover ? 'portions' : item.quantity.unit === 'item' ? '' : unitLabel(item.quantity.unit);
  const verb = kind === 'used' ? 'Used' : 'Thrown away';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {verb}: {title}
          </DialogTitle>
          <DialogDescription>
            How much? There is {item.leftover ? portions(item.quantity.amount) : formatQuantity(item.quantity)}
            {item.valuePence !== undefined ? `, worth ${formatPence(item.valuePence)}` : ''}.
          </DialogDescription>
        </DialogHeader>
        <div role="group" aria-label="How much" className="grid grid-cols-2 gap-2">
          {quickChoices(item).map((choice) => (
            <Button
              key={choice.label}
              variant="outline"
              className="h-auto flex-col items-start gap-0.5 py-2.5 text-left"
              onClick={() => record(choice.part)}
            >
              <span>{choice.label}</span>
              <span className="text-xs font-normal text-muted-foreground">{choice.detail}</span>
            </Button>
          ))}
        </div>
        <form onSubmit={submit} className="space-y-2">
          <Label htmlFor={id}>{unit ? `Or an amount in ${unit}` : 'Or an amount'}</Label>
          <div className="flex items-center gap-2">
            <Input
              id={id}
              type="number"
              inputMode="decimal"
              min={0}
              step={item.leftover ? 1 : 'any'}
              className="min-w-0 flex-1"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button type="submit" variant={kind === 'thrown' ? 'destructive' : 'default'}>
              {kind === 'used' ? 'Mark as used' : 'Record as thrown away'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
