import { ClipboardCheck, Plus, Receipt, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router/router';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { pantryGroups } from '../../../domain/pantry/inventory-view';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { PageFallback } from '../../components/ui/page-fallback';
import { localToday } from '../../lib/dates';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { ItemDialog, TakeOutDialog } from './lazy-pantry-dialogs';
import { usePantryActions, type RowActions } from './pantry-actions';
import { PantryRow } from './pantry-row';

type ItemDialogState = { open: boolean; item?: InventoryItem; key: number };
type TakeOutState = { open: boolean; item?: InventoryItem; kind: 'used' | 'thrown' };

/**
 * /pantry (issue #16): what is in the kitchen, by place and earliest date, with what to use
 * soon marked. Kept in the kitchen store, so it works for visitors and offline, and a
 * signed-in cook's syncs to their account.
 */
export function PantryPage() {
  const { ready } = useKitchenStatus();
  const inventory = useKitchen((state) => state.inventory);
  const actions = usePantryActions();
  const [search, setSearch] = useState('');
  const [itemDialog, setItemDialog] = useState<ItemDialogState>({ open: false, key: 0 });
  const [takeOut, setTakeOut] = useState<TakeOutState>({ open: false, kind: 'used' });

  if (!ready) return <PageFallback />;

  const today = localToday();
  const count = Object.keys(inventory).length;
  const groups = pantryGroups(inventory, search);
  // A new form each time the dialog opens; the item stays while it closes.
  const openItemDialog = (item?: InventoryItem) =>
    setItemDialog((current) => ({ open: true, key: current.key + 1, ...(item ? { item } : {}) }));
  const rowActions: RowActions = {
    onUsed: (item) => setTakeOut({ open: true, item, kind: 'used' }),
    onThrown: (item) => setTakeOut({ open: true, item, kind: 'thrown' }),
    onEdit: (item) => openItemDialog(item),
    onMove: actions.move,
    onOpen: actions.open,
    onRemove: actions.remove,
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Pantry</h1>
          <p className="mt-1 text-muted-foreground">What is in your kitchen, and what to use first.</p>
        </div>
        {count > 0 && (
          <Button onClick={() => openItemDialog()} className="self-start sm:self-auto">
            <Plus aria-hidden />
            Add item
          </Button>
        )}
      </header>

      {count === 0 ? (
        <EmptyPantry onAdd={() => openItemDialog()} />
      ) : (
        <>
          <div className="relative max-w-sm">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search your pantry"
              placeholder="Search your pantry"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {groups.length === 0 && <p className="text-muted-foreground">Nothing in your pantry matches “{search.trim()}”.</p>}
          {groups.map((group) => (
            <section key={group.place} aria-labelledby={`pantry-${group.place}`} className="rounded-xl border bg-card shadow-sm">
              <h2 id={`pantry-${group.place}`} className="flex items-baseline gap-2 border-b px-4 py-3 text-lg font-semibold">
                {group.label}
                <span className="text-sm font-normal text-muted-foreground">
                  {group.items.length} {group.items.length === 1 ? 'item' : 'items'}
                </span>
              </h2>
              <ul className="divide-y" aria-label={group.label}>
                {group.items.map((item) => (
                  <PantryRow key={item.id} item={item} today={today} actions={rowActions} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      <ItemDialog
        key={itemDialog.key}
        open={itemDialog.open}
        onOpenChange={(open) => setItemDialog((current) => ({ ...current, open }))}
        {...(itemDialog.item ? { item: itemDialog.item } : {})}
      />
      <TakeOutDialog
        key={takeOut.item?.id ?? 'none'}
        open={takeOut.open}
        onOpenChange={(open) => setTakeOut((current) => ({ ...current, open }))}
        kind={takeOut.kind}
        {...(takeOut.item ? { item: takeOut.item } : {})}
      />
    </div>
  );
}

/** What the pantry is for and how food gets in, before anything has. */
function EmptyPantry({ onAdd }: { onAdd: () => void }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">Your pantry is empty</h2>
      <p className="max-w-prose text-muted-foreground">
        The pantry keeps what is in your fridge, freezer and cupboard, and when each thing should be eaten, so food gets used before it goes
        off. Food comes in when you save what you bought on Purchase Input, when you tick what you already have on the Pantry Check, or when
        you add it here.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          Add item
        </Button>
        <Button asChild variant="outline">
          <Link to="/purchase-input">
            <Receipt aria-hidden />
            Purchase Input
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pantry-check">
            <ClipboardCheck aria-hidden />
            Pantry Check
          </Link>
        </Button>
      </div>
    </section>
  );
}
