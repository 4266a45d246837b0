import { ArrowLeft, Save } from 'lucide-react';
import { Link } from '../../lib/router/router';
import type { ShoppingListItem } from '../../../domain/shopping-list';
import { Button } from '../../components/ui/button';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { PageFallback } from '../../components/ui/page-fallback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePlannedShopping } from '../../features/shopping/use-planned';
import { ExtraItemForm, ExtraItemsTable } from './extra-items';
import { PurchaseListTable } from './purchase-list-table';
import { usePurchaseInput } from './use-purchase-input';

export function PurchaseInputPage() {
  const shopping = usePlannedShopping();
  if (!shopping.ready) return <PageFallback />;
  if (!shopping.hasPlan) {
    return <EmptyPlan title="No meal plan found" text="Create a meal plan first; then record what you bought here." />;
  }
  return <PurchaseInput items={shopping.toBuy} />;
}

function PurchaseInput({ items }: { items: ShoppingListItem[] }) {
  const form = usePurchaseInput(items);
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
          <Button onClick={form.save}>
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
          <PurchaseListTable items={items} rowOf={form.rowOf} onPurchased={form.togglePurchased} onChange={form.setRow} />
        </TabsContent>
        <TabsContent value="extra" className="space-y-4">
          <ExtraItemForm draft={form.draft} onChange={form.setDraft} onSubmit={form.addExtra} />
          <ExtraItemsTable extras={form.extras} />
          <Button onClick={form.save}>
            <Save aria-hidden />
            Save All Changes
          </Button>
        </TabsContent>
      </Tabs>
    </div>
  );
}
