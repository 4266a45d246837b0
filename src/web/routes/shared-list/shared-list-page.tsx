import { useQuery, useQueryClient } from '../../lib/query';
import { ShoppingBasket } from 'lucide-react';
import { useParams } from '../../lib/router/router';
import { showError } from '../../lib/toasts';
import type { SharedListView } from '../../../domain/shared-list';
import { groupByCategory } from '../../../domain/shopping-list';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { TickRow } from '../../components/ui/tick-row';
import { getSharedList, tickSharedList } from '../../features/own-data/api/shared-list';

const until = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** /shared/:token — a cook's shopping list for someone else in the shop: read it and tick, no account needed. */
export function SharedListPage() {
  const token = useParams().token ?? '';
  const queryKey = ['shared-list', token];
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: () => getSharedList(token), refetchInterval: 30_000 });

  const tick = async (itemKey: string, ticked: boolean) => {
    const before = queryClient.getQueryData<SharedListView>(queryKey);
    if (before) {
      queryClient.setQueryData<SharedListView>(queryKey, {
        ...before,
        items: before.items.map((item) => (item.key === itemKey ? { ...item, ticked } : item)),
      });
    }
    try {
      queryClient.setQueryData(queryKey, await tickSharedList(token, { itemKey, ticked }));
    } catch (error) {
      queryClient.setQueryData(queryKey, before);
      showError('That tick was not saved', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-8">
      <p className="flex items-center gap-2 text-sm font-semibold text-primary">
        <ShoppingBasket className="size-5" aria-hidden />
        Larder
      </p>
      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">Shared shopping list</h1>
          <p role="alert" className="text-muted-foreground">
            {list.error.message}
          </p>
        </div>
      ) : (
        <SharedList view={list.data} onTick={(key, ticked) => void tick(key, ticked)} />
      )}
    </main>
  );
}

function SharedList({ view, onTick }: { view: SharedListView; onTick: (key: string, ticked: boolean) => void }) {
  const ticked = view.items.filter((item) => item.ticked).length;
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{view.ownerName}’s shopping list</h1>
        <p className="text-sm text-muted-foreground">Tick what you put in the basket. This link works until {until(view.expiresAt)}.</p>
      </header>
      {view.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">Nothing to buy on this list.</p>
      ) : (
        <>
          <div className="space-y-1.5 rounded-xl border bg-card p-4">
            <p className="text-sm">
              {ticked} of {view.items.length} in the basket
            </p>
            <Progress value={(ticked / view.items.length) * 100} label="Shopping progress" />
          </div>
          {groupByCategory(view.items.map((item) => ({ ...item }))).map(({ category, items }) => (
            <section key={category} className="overflow-hidden rounded-xl border bg-card">
              <h2 className="border-b px-4 py-3 font-semibold">{category}</h2>
              <ul className="divide-y">
                {items.map((item) => {
                  const done = view.items.find((candidate) => candidate.key === item.key)?.ticked ?? false;
                  return (
                    <TickRow
                      key={item.key}
                      id={`shared-${item.key.replace(/\W+/g, '-')}`}
                      ticked={done}
                      onTick={(checked) => onTick(item.key, checked)}
                    >
                      <span className="font-medium">{item.name}</span>
                      {item.quantity && <span className="ml-2 text-sm text-muted-foreground">{item.quantity}</span>}
                    </TickRow>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
