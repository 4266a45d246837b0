import { ArrowLeft, Plus, Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  EXTRA_ITEM_DEFAULT_QUANTITY,
  mergePurchasesIntoPlan,
  proposeExpiry,
  purchaseRecordSchema,
  type PurchaseRecord,
} from '../../../domain/purchases';
import { buildShoppingList } from '../../../domain/shopping-list';
import { Button } from '../../components/ui/button';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { loadPantry, loadPurchases, saveMealPlan, savePurchases } from '../../features/planning/planning-storage';
import { usePlanMeals } from '../../features/shopping/use-plan-meals';

type Row = { purchased: boolean; expiry: string; missing: boolean };
const today = () => new Date().toISOString().slice(0, 10);

export function PurchaseInputPage() {
  const navigate = useNavigate();
  const { plan, meals, hasPlan } = usePlanMeals();
  const items = useMemo(() => buildShoppingList(meals, loadPantry()), [meals]);
  const shelfLife = useMemo(() => {
    const days = new Map<string, number>();
    for (const meal of meals)
      for (const line of meal.ingredients) if (line.shelfLifeDays) days.set(line.name.trim().toLowerCase(), line.shelfLifeDays);
    return days;
  }, [meals]);
  const [saved] = useState(loadPurchases);
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      items.map((item) => {
        const previous = saved.find((record) => record.name.trim().toLowerCase() === item.key);
        return [item.key, { purchased: previous?.purchased ?? false, expiry: previous?.actualExpiryDate ?? '', missing: false }];
      }),
    ),
  );
  const [extras, setExtras] = useState<PurchaseRecord[]>(() =>
    saved.filter((record) => !items.some((item) => item.key === record.name.trim().toLowerCase())),
  );
  const [draft, setDraft] = useState({ name: '', quantity: '', expiryDate: '' });

  const setRow = (key: string, change: Partial<Row>) =>
    setRows((current) => ({ ...current, [key]: { ...(current[key] ?? { purchased: false, expiry: '', missing: false }), ...change } }));
  const togglePurchased = (key: string, purchased: boolean) => {
    const proposed = purchased && !rows[key]?.expiry ? (proposeExpiry(today(), shelfLife.get(key)) ?? '') : rows[key]?.expiry;
    setRow(key, { purchased, expiry: proposed ?? '' });
  };

  const addExtra = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      toast.error('Missing Information', { description: 'Please enter an item name' });
      return;
    }
    const record = purchaseRecordSchema.parse({
      name,
      quantity: draft.quantity.trim() || EXTRA_ITEM_DEFAULT_QUANTITY,
      purchased: true,
      ...(draft.expiryDate ? { actualExpiryDate: draft.expiryDate } : {}),
    });
    setExtras((current) => [...current, record]);
    setDraft({ name: '', quantity: '', expiryDate: '' });
    toast.success('Item Added', { description: `${name} has been added to your purchases.` });
  };

  const save = () => {
    if (!plan) return;
    const records: PurchaseRecord[] = [
      ...items.flatMap((item) => {
        const row = rows[item.key];
        if (!row?.purchased) return [];
        return [
          purchaseRecordSchema.parse({
            name: item.name,
            quantity: item.quantity || '1',
            price: item.price?.toFixed(2) ?? '0.00',
            purchased: true,
            ...(row.expiry ? { actualExpiryDate: row.expiry } : {}),
          }),
        ];
      }),
      ...extras,
    ];
    saveMealPlan(mergePurchasesIntoPlan(plan, records));
    savePurchases(records);
    toast.success('Changes Saved', { description: 'Your purchases and expiry dates have been updated in your meal plan.' });
    void navigate('/weekly-plan');
  };

  if (!hasPlan) {
    return <EmptyPlan title="No meal plan found" text="Create a meal plan first; then record what you bought here." />;
  }

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
                  const row = rows[item.key] ?? { purchased: false, expiry: '', missing: false };
                  return (
                    <tr key={item.key}>
                      <td className="px-3 py-2">
                        <Checkbox
                          aria-label={`Purchased ${item.name}`}
                          checked={row.purchased}
                          onCheckedChange={(checked) => togglePurchased(item.key, checked === true)}
                        />
                      </td>
                      <td className="px-3 py-2 font-medium">{item.name}</td>
                      <td className="px-3 py-2 text-muted-foreground">{item.quantity}</td>
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
                          onCheckedChange={(checked) => setRow(item.key, { missing: checked === true })}
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
