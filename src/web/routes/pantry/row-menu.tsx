import { FolderInput, MoreVertical, PackageOpen, Pencil, Snowflake, Trash2, Undo2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { InventoryItem, StoragePlace } from '../../../domain/pantry/inventory';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { RowActions } from './pantry-row';

const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4';

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

/**
 * A row's other actions: edit, move, mark opened, remove. Loaded when a row's button is first
 * pressed (the menu primitive's positioning and focus code is most of its weight), then opened at once.
 */
export function RowMenu({
  item,
  title,
  actions,
  defaultOpen,
  byKeyboard,
}: {
  item: InventoryItem;
  title: string;
  actions: RowActions;
  defaultOpen: boolean;
  /** First opened from the keyboard: its first item takes the focus, as when the menu itself opens from the keyboard. */
  byKeyboard: boolean;
}) {
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    // After the menu has put the focus on itself.
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
    // Only for the opening that loaded it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
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
          <DropdownMenu.Item ref={first} className={menuItem} onSelect={() => actions.onEdit(item)}>
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
  );
}
