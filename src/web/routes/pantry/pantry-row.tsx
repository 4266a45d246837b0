import { FolderInput, MoreVertical, PackageOpen, Pencil, Snowflake, Trash2, Undo2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { InventoryItem, StoragePlace } from '../../../domain/pantry/inventory';
import { dateText, itemTitle, markerOf, quantityText, shortDate, type MarkerTone } from '../../../domain/pantry/inventory-view';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const TONE: Record<MarkerTone, string> = {
  danger: 'border-transparent bg-destructive/15 text-destructive',
  warning: 'border-transparent bg-highlight/25 text-warning',
  soon: 'border-transparent bg-highlight/25 text-warning',
};

const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4';

export type RowActions = {
  onUsed: (item: InventoryItem) => void;
  onThrown: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onMove: (item: InventoryItem, place: StoragePlace) => void;
  onOpen: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
};

/** Where an item can go from where it is: the freezer and back (defrosting in the fridge), and between fridge and cupboard. */
function moves(place: StoragePlace): { to: StoragePlace; label: string }[] {
  switch (place) {
    case 'fridge':
      return [
        { to: 'freezer', label: 'Move to freezer' },
        { to: 'cupboard', label: 'Move to cupboard' },
      ];
    case 'cupboard':
      return [
        { to: 'fridge', label: 'Move to fridge' },
        { to: 'freezer', label: 'Move to freezer' },
      ];
    case 'freezer':
      return [{ to: 'fridge', label: 'Move to fridge to defrost' }];
  }
}

/** One thing in the kitchen: what it is, how much, until when, and what the cook can do with it. */
export function PantryRow({ item, today, actions }: { item: InventoryItem; today: string; actions: RowActions }) {
  const title = itemTitle(item);
  const marker = markerOf(item, today);
  const details = [
    quantityText(item),
    dateText(item, today),
    item.place === 'freezer' && item.frozen ? `frozen ${shortDate(item.frozen, today)}` : undefined,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{title}</span>
          {marker && <Badge className={cn(TONE[marker.tone])}>{marker.text}</Badge>}
          {item.opened && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              Opened
            </Badge>
          )}
        </div>
        {details.length > 0 && <p className="mt-0.5 text-sm text-muted-foreground">{details.join(' · ')}</p>}
      </div>
      <div className="flex items-center gap-1.5">
        <Button variant="outline" size="sm" aria-label={`Used ${title}`} onClick={() => actions.onUsed(item)}>
          Used
        </Button>
        <Button variant="outline" size="sm" aria-label={`Thrown away ${title}`} onClick={() => actions.onThrown(item)}>
          Thrown away
        </Button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label={`More for ${title}`}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-52 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => actions.onEdit(item)}>
                <Pencil aria-hidden />
                Edit
              </DropdownMenu.Item>
              {moves(item.place).map((move) => (
                <DropdownMenu.Item key={move.to} className={menuItem} onSelect={() => actions.onMove(item, move.to)}>
                  {move.to === 'freezer' ? (
                    <Snowflake aria-hidden />
                  ) : item.place === 'freezer' ? (
                    <Undo2 aria-hidden />
                  ) : (
                    <FolderInput aria-hidden />
                  )}
                  {move.label}
                </DropdownMenu.Item>
              ))}
              {!item.opened && !item.leftover && (
                <DropdownMenu.Item className={menuItem} onSelect={() => actions.onOpen(item)}>
                  <PackageOpen aria-hidden />
                  Mark as opened
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item className={cn(menuItem, 'text-destructive')} onSelect={() => actions.onRemove(item)}>
                <Trash2 aria-hidden />
                Remove (added by mistake)
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
