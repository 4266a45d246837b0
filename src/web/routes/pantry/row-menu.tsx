import { FolderInput, MoreVertical, PackageOpen, Pencil, Snowflake, Trash2, Undo2 } from 'lucide-react';
import type { InventoryItem, StoragePlace } from '../../../domain/pantry/inventory';
import { Button } from '../../components/ui/button';
import { useFirstItemFocus, type MenuOpening } from '../../components/ui/lazy-menu';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import type { RowActions } from './pantry-actions';

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
 * pressed (`lazyMenuButton`), then opened at once.
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
} & MenuOpening) {
  const content = useFirstItemFocus(byKeyboard);
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`More for ${title}`}>
          <MoreVertical aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuContent ref={content}>
        <MenuItem onSelect={() => actions.onEdit(item)}>
          <Pencil aria-hidden />
          Edit
        </MenuItem>
        {moves(item.place).map((move) => (
          <MenuItem key={move.to} onSelect={() => actions.onMove(item, move.to)}>
            {move.to === 'freezer' ? (
              <Snowflake aria-hidden />
            ) : item.place === 'freezer' ? (
              <Undo2 aria-hidden />
            ) : (
              <FolderInput aria-hidden />
            )}
            {move.label}
          </MenuItem>
        ))}
        {!item.opened && !item.leftover && (
          <MenuItem onSelect={() => actions.onOpen(item)}>
            <PackageOpen aria-hidden />
            Mark as opened
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem className="text-destructive" onSelect={() => actions.onRemove(item)}>
          <Trash2 aria-hidden />
          Remove (added by mistake)
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
