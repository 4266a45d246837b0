import { STORAGE_PLACES, type InventoryItem, type StoragePlace } from '../../../domain/pantry/inventory';
import { itemTitle, PLACE_LABELS } from '../../../domain/pantry/inventory-view';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { IngredientNameField } from './ingredient-name-field';
import { ItemEatByField } from './item-eat-by-field';
import { ItemQuantityField } from './item-quantity-field';
import { useItemDialog } from './use-item-dialog';

/**
 * Adding an item (no `item`) or correcting one. The date and the cost are proposed from the
 * ingredient picked (how it keeps, what it costs) and follow the place, the bought day and
 * opening, until the cook types their own.
 */
export function ItemDialog({ open, onOpenChange, item }: { open: boolean; onOpenChange: (open: boolean) => void; item?: InventoryItem }) {
  const form = useItemDialog(item, onOpenChange);
  const { ids, draft, change, leftover } = form;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${itemTitle(item)}` : 'Add to your pantry'}</DialogTitle>
          <DialogDescription>
            {item ? 'Correct what the pantry says about it.' : 'What it is, how much, where it is kept and when to eat it by.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="sm:col-span-2">
            <IngredientNameField value={draft.name} invalid={form.invalid} onChange={form.rename} onPick={form.pick} />
          </div>
          <ItemQuantityField {...form} />
          <div className="space-y-2">
            <Label htmlFor={`${ids}-place`}>Kept in</Label>
            <NativeSelect
              id={`${ids}-place`}
              value={draft.place}
              onChange={(event) => change({ place: event.target.value as StoragePlace })}
            >
              {STORAGE_PLACES.map((place) => (
                <option key={place} value={place}>
                  {PLACE_LABELS[place]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-bought`}>{leftover ? 'Cooked' : 'Bought'}</Label>
            <Input
              id={`${ids}-bought`}
              type="date"
              required
              value={draft.bought}
              onChange={(event) => change({ bought: event.target.value })}
            />
          </div>
          <div className="flex items-center gap-3 self-end pb-2.5">
            <Checkbox id={`${ids}-opened`} checked={draft.opened} onCheckedChange={(checked) => change({ opened: checked })} />
            <Label htmlFor={`${ids}-opened`}>{item?.opened ? 'Opened' : 'Already opened'}</Label>
          </div>
          <ItemEatByField {...form} />
          <div className="space-y-2">
            <Label htmlFor={`${ids}-value`}>Cost (£)</Label>
            <Input
              id={`${ids}-value`}
              inputMode="decimal"
              placeholder="Not known"
              aria-describedby={`${ids}-value-hint`}
              value={form.value}
              onChange={(event) => change({ value: event.target.value, valueTyped: true })}
            />
            <p id={`${ids}-value-hint`} className="text-xs text-muted-foreground">
              What it cost, so the pantry can say what was used and what was thrown away.
            </p>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{item ? 'Save changes' : 'Add item'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
