import { CalendarDays, Download, Package, Printer, Receipt, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../lib/router/router';
import { setTick } from '../../../domain/kitchen/list-commands';
import { formatPence } from '../../../domain/meal';
import { groupByCategory, listTotal, searchItems } from '../../../domain/shopping-list';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Input } from '../../components/ui/input';
import { Progress } from '../../components/ui/progress';
import { ContentSkeleton } from '../../components/ui/page-fallback';
import { TickRow } from '../../components/ui/tick-row';
import { WeekForecast } from '../../components/plan/week-forecast';
import { ShareListControl } from '../../features/own-data/components/share-list-control';
import { downloadShoppingCsv, printShoppingList } from '../../features/shopping/export-list';
import { usePlannedShopping } from '../../features/shopping/use-planned';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';

function toggled(set: ReadonlySet<string>, value: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

/**
 * One category of the list, opened and closed by its heading's button (the accordion of the
 * spec). Plain markup rather than a script-drawn accordion, which measured every section as it
 * mounted and made a long list slow to appear on a phone (decision 0015).
 */
function CategorySection({
  category,
  count,
  open,
  onToggle,
  children,
}: {
  category: string;
  count: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="overflow-hidden rounded-xl border bg-card">
      <h3>
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-items`}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center justify-between px-4 py-3 text-left font-semibold hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span>{category}</span>
          <Badge variant="outline">{count}</Badge>
        </button>
      </h3>
      <div id={`${id}-items`} role="region" aria-labelledby={`${id}-trigger`} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}

export function ShoppingListPage() {
  const store = useKitchenStore();
  const { ready, hasPlan, toBuy: items } = usePlannedShopping();
  const ticks = useKitchen((state) => state.shoppingTicks);
  const [query, setQuery] = useState('');
  // Categories start open (spec: all open by default); the cook closes the ones they are done with.
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = searchItems(items, query);
  const groups = groupByCategory(shown);
  const ticked = items.filter((item) => ticks[item.key]?.ticked).length;

  // A tick is stored at once: in the shop the list must survive a closed tab, offline included.
  const tick = (name: string, checked: boolean) => store.update((state) => setTick(state, name, checked));

  if (ready && !hasPlan) {
    return <EmptyPlan title="No Shopping List Available" text="You need to create a meal plan first to generate a shopping list." />;
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Shopping List</h1>
          {ready && (
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge variant="secondary">{items.length} items</Badge>
              <Badge variant="secondary">{groupByCategory(items).length} categories</Badge>
            </div>
          )}
        </div>
        {ready && (
          <div className="no-print flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/weekly-plan">
                <CalendarDays aria-hidden />
                View Meal Plan
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/purchase-input">
                <Receipt aria-hidden />
                Input Purchases
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => printShoppingList(items)}>
              <Printer aria-hidden />
              Print
            </Button>
            <ShareListControl />
            <Button size="sm" onClick={() => void downloadShoppingCsv(items)}>
              <Download aria-hidden />
              Export CSV
            </Button>
          </div>
        )}
      </header>
      {ready ? (
        <>
          <div className="space-y-3 rounded-xl border bg-card p-4">
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                type="search"
                aria-label="Search ingredients"
                placeholder="Search ingredients..."
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="pl-9"
              />
            </div>
            <div className="space-y-1.5">
              <div className="flex justify-between text-sm">
                <span>
                  {ticked} of {items.length} in the basket
                </span>
                <span className="font-medium">{formatPence(listTotal(items))} estimated</span>
              </div>
              <Progress value={items.length ? (ticked / items.length) * 100 : 0} label="Shopping progress" />
            </div>
          </div>

          {groups.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No ingredients found.</p>
          ) : (
            <div className="space-y-3">
              {groups.map(({ category, items: inGroup }) => (
                <CategorySection
                  key={category}
                  category={category}
                  count={inGroup.length}
                  open={!closed.has(category)}
                  onToggle={() => setClosed((current) => toggled(current, category))}
                >
                  <ul className="divide-y border-t">
                    {inGroup.map((item) => (
                      <TickRow
                        key={item.key}
                        id={`item-${item.key.replace(/\W+/g, '-')}`}
                        ticked={ticks[item.key]?.ticked === true}
                        onTick={(checked) => tick(item.name, checked)}
                      >
                        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className="font-medium">{item.name}</span>
                          <span className="text-sm tabular-nums">{item.pricePence !== undefined ? formatPence(item.pricePence) : '—'}</span>
                        </span>
                        <span className="block text-sm text-muted-foreground">
                          {item.quantity}
                          {item.owned ? ` (you have ${item.owned})` : ''}
                        </span>
                        {item.pack && (
                          <span className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                            <Package className="size-3" aria-hidden />
                            Buy {item.pack.packs} × {item.pack.label}
                            {item.pack.leftover ? ` · ${item.pack.leftover} left over` : ''}
                          </span>
                        )}
                      </TickRow>
                    ))}
                  </ul>
                </CategorySection>
              ))}
            </div>
          )}
          <WeekForecast />
          <p className="text-xs text-muted-foreground">
            Prices are estimates based on UK average grocery prices and vary by store and location.
          </p>
        </>
      ) : (
        <ContentSkeleton className="space-y-3" />
      )}
    </div>
  );
}
