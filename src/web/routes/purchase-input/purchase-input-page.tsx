import { ArrowLeft, Plus, Save } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../lib/router/router';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { purchaseList } from '../../../domain/kitchen/views';
import { EXTRA_ITEM_DEFAULT_PRICE, EXTRA_ITEM_DEFAULT_QUANTITY } from '../../../domain/purchases/constants';
import { proposeExpiry } from '../../../domain/purchases/merge-purchases';
import type { PurchaseRecord } from '../../../domain/purchases/purchase-record';
import { penceAsPounds } from '../../../domain/meal/money';
import { savePurchases } from '../../../domain/pantry/purchases-to-inventory';
import { proposeDate } from '../../../domain/pantry/storage-life';
import { boughtLine } from '../../../domain/pantry/stock-line';
import { itemKey, type ShoppingListItem } from '../../../domain/shopping-list';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageFallback } from '../../components/ui/page-fallback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePlannedShopping } from '../../features/shopping/use-planned';
import { onDemand } from '../../lib/on-demand';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { showError, showSuccess } from '../../lib/toasts';

type Row = { purchased: boolean; expiry: string; missing: boolean };

const purchaseTools = onDemand(() => import('./purchase-tools'));
/** A tool that did not load (offline before it was cached): nothing is changed, the form stays. */
const NOT_LOADED = 'Part of Larder did not load. Check your connection and try again.';
const NO_ROW: Row = { purchased: false, expiry: '', missing: false };

export function PurchaseInputPage() {
  const shopping = usePlannedShopping();
  if (!shopping.ready) return <PageFallback />;
  if (!shopping.hasPlan) {
    return <EmptyPlan title="No meal plan found" text="Create a meal plan first; then record what you bought here." />;
  }
  return <PurchaseInput items={shopping.toBuy} />;
}

/** The date to propose for a row ticked as bought today: from how the food keeps, when known. */
function proposedExpiry(item: ShoppingListItem, today: string): string {
  if (item.storageLife) return proposeDate(item.storageLife, { bought: today, place: item.storageLife.place }).date;
  return proposeExpiry(today, item.shelfLifeDays) ?? '';
}

/** The form starts from what was recorded before: ticked rows for the list's items, the rest as extra items. */
function recorded(state: KitchenState, items: readonly ShoppingListItem[]) {
  const saved = purchaseList(state);
  const onList = new Set(items.map((item) => item.key));
  const rows = Object.fromEntries(
    items.map((item) => {
      const previous = saved.find((record) => itemKey(record.name) === item.key);
      return [item.key, { purchased: previous?.purchased ?? false, expiry: previous?.actualExpiryDate ?? '', missing: false }];
    }),
  );
  const extras: PurchaseRecord[] = saved.filter((record) => !onList.has(itemKey(record.name))).map(({ id: _id, ...record }) => record);
  return { rows, extras };
}

function PurchaseInput({ items }: { items: ShoppingListItem[] }) {
  const navigate = useNavigate();
  const store = useKitchenStore();
  // A form: what the cook ticks and types stays here until Save (the Missing ticks never leave it).
  const [start] = useState(() => recorded(store.getState(), items));
  const [rows, setRows] = useState<Record<string, Row>>(start.rows);
  const [extras, setExtras] = useState<PurchaseRecord[]>(start.extras);
  // The extras as of the last change: a Save clicked while an Add waited for the tools reads it.
  const extrasNow = useRef(extras);
  const addExtraRecord = (record: PurchaseRecord) => {
    extrasNow.current = [...extrasNow.current, record];
    setExtras(extrasNow.current);
  };
  const [draft, setDraft] = useState({ name: '', quantity: '', expiryDate: '' });
  const names = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);

  const setRow = (key: string, change: Partial<Row>) =>
    setRows((current) => ({ ...current, [key]: { ...(current[key] ?? NO_ROW), ...change } }));
  const togglePurchased = (item: ShoppingListItem, purchased: boolean) => {
    const current = rows[item.key]?.expiry;
    const proposed = purchased && !current ? proposedExpiry(item, localToday()) : current;
    setRow(item.key, { purchased, expiry: proposed ?? '' });
  };

  const addExtra = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      showError('Missing Information', 'Please enter an item name');
      return;
    }
    const typed = { ...draft };
    purchaseTools.run(
      ({ purchaseRecordSchema }) => {
        const parsed = purchaseRecordSchema.safeParse({
          name,
          quantity: typed.quantity.trim() || EXTRA_ITEM_DEFAULT_QUANTITY,
          purchased: true,
          ...(typed.expiryDate ? { actualExpiryDate: typed.expiryDate } : {}),
        });
        // Never dropped in silence: the cook is told what to change, and what they typed stays.
        if (!parsed.success) {
          showError('Item not added', parsed.error.issues[0]?.message);
          return;
        }
        addExtraRecord(parsed.data);
        setDraft({ name: '', quantity: '', expiryDate: '' });
        showSuccess('Item Added', `${name} has been added to your purchases.`);
      },
      () => showError('Item not added', NOT_LOADED),
    );
  };

  const save = () => {
    const bought = [...names.values()].filter((item) => rows[item.key]?.purchased);
    purchaseTools.run(
      ({ purchaseRecordSchema, parseAmount }) => {
        const records: PurchaseRecord[] = [
          ...bought.flatMap((item) => {
            const row = rows[item.key];
            if (!row?.purchased) return [];
            return [
              purchaseRecordSchema.parse({
                name: item.name,
                quantity: item.quantity || '1',
                price: item.pricePence !== undefined ? penceAsPounds(item.pricePence) : EXTRA_ITEM_DEFAULT_PRICE,
                purchased: true,
                ...(row.expiry ? { actualExpiryDate: row.expiry } : {}),
              }),
            ];
          }),
          ...extrasNow.current,
        ];
        // Spec §4: Save shows what was bought on every matching ingredient of the plan. A row no
        // longer ticked is no longer a purchase, so the plan no longer shows it bought. What was
        // bought goes into the inventory (whole packs, dated), once: saving again updates the same items.
        const lines = bought.map((item) => boughtLine(item, parseAmount));
        const update = (state: KitchenState) =>
          savePurchases(state, { records, lines, today: localToday(), newId: randomId, readAmount: parseAmount });
        if (!store.update(update, { requireStored: true })) {
          showError('Error', 'Your purchases could not be saved in this browser. Please try again.');
          return;
        }
        showSuccess('Changes Saved', 'Your purchases and expiry dates have been updated in your meal plan.');
        void navigate('/weekly-plan');
      },
      () => showError('Error', `Your purchases could not be saved. ${NOT_LOADED}`),
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Purchase Input</h1>
          <p className="mt-1 text-muted-foreground">Tick what you bought and when it goes off; the plan will cook it in time.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/weekly-plan">
              <ArrowLeft aria-hidden />
              Back to Meal Plan
            </Link>
          </Button>
          <Button onClick={save}>
            <Save aria-hidden />
            Save Changes
          </Button>
        </div>
      </header>
      <Tabs defaultValue="list">
        <TabsList>
          <TabsTrigger value="list">Shopping List</TabsTrigger>
          <TabsTrigger value="extra">Additional Items</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
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
                  const row = rows[item.key] ?? NO_ROW;
                  return (
                    <tr key={item.key}>
                      <td className="px-3 py-2">
                        <Checkbox
                          aria-label={`Purchased ${item.name}`}
                          checked={row.purchased}
                          onCheckedChange={(checked) => togglePurchased(item, checked)}
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
                          onChange={(event) => setRow(item.key, { expiry: event.target.value })}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <Checkbox
                          aria-label={`Missing ${item.name}`}
                          checked={row.missing}
                          onCheckedChange={(checked) => setRow(item.key, { missing: checked })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </TabsContent>
        <TabsContent value="extra" className="space-y-4">
          <form
            onSubmit={addExtra}
            className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
            noValidate
          >
            <div className="space-y-1.5">
              <Label htmlFor="extra-name">Item name</Label>
              <Input
                id="extra-name"
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                placeholder="e.g. Milk"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="extra-quantity">Quantity</Label>
              <Input
                id="extra-quantity"
                value={draft.quantity}
                onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
                placeholder="1"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="extra-expiry">Expiry date</Label>
              <Input
                id="extra-expiry"
                type="date"
                value={draft.expiryDate}
                onChange={(event) => setDraft({ ...draft, expiryDate: event.target.value })}
              />
            </div>
            <Button type="submit">
              <Plus aria-hidden />
              Add Item
            </Button>
          </form>
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
          <Button onClick={save}>
            <Save aria-hidden />
            Save All Changes
          </Button>
        </TabsContent>
      </Tabs>
    </div>
  );
}
