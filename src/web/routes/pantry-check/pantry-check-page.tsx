import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from '../../lib/router/router';
import { pantryCheckRows, setPantryCheckAmount, tickPantryItem, untickPantryItem } from '../../../domain/pantry/pantry-check';
import { neededLine } from '../../../domain/pantry/stock-line';
import type { ShoppingListItem } from '../../../domain/shopping-list';
import { formatQuantity } from '../../../domain/units/format-quantity';
import { afterWaitingChanges, withAmountReader } from '../../lib/amount-reader';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Input } from '../../components/ui/input';
import { ContentSkeleton } from '../../components/ui/page-fallback';
import { AMOUNTS_NOT_READ, usePlannedShopping } from '../../features/shopping/use-planned';
import { localToday } from '../../lib/dates';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { showError, showNotice } from '../../lib/toasts';

const REDIRECT_MS = 1_500;

export function PantryCheckPage() {
  const navigate = useNavigate();
  const store = useKitchenStore();
  const { ready, hasPlan, all: ingredients, toBuy } = usePlannedShopping();
  const inventory = useKitchen((state) => state.inventory);
  const answers = useKitchen((state) => state.pantryAnswers);
  const purchases = useKitchen((state) => state.purchases);
  const rows = useMemo(
    () => pantryCheckRows({ inventory, pantryAnswers: answers, purchases }, ingredients),
    [inventory, answers, purchases, ingredients],
  );

  useEffect(() => {
    if (!ready || hasPlan) return;
    showError('No Meal Plan', 'Please create a meal plan first');
    const timer = setTimeout(() => void navigate('/planner'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [ready, hasPlan, navigate]);

  // Spec §4 over the inventory: a tick says the cook has it, so what is still needed of it goes into
  // the inventory (and off the shopping list); unticking takes out what the tick put in.
  const notRead = () => showError('Amounts not read', AMOUNTS_NOT_READ);
  const toggle = (item: ShoppingListItem, owned: boolean) => {
    if (owned) {
      const still = toBuy.find((candidate) => candidate.key === item.key) ?? item;
      withAmountReader((read) => {
        store.update((state) => tickPantryItem(state, { line: neededLine(still, read), today: localToday(), newId: randomId }));
      }, notRead);
      return;
    }
    afterWaitingChanges(() => {
      store.update((state) => untickPantryItem(state, item.name));
      const kept = Object.values(store.getState().inventory).some((stock) => stock.pantryCheckKey === item.key);
      if (kept) showNotice(`${item.name} stays in your pantry`, 'Some of it has already been used or opened.');
    });
  };
  const setAmount = (item: ShoppingListItem, text: string) => {
    if (!text.trim()) return;
    withAmountReader((read) => {
      const quantity = read(text.trim());
      if (!quantity) {
        showError('Amount not understood', 'Write how much you have like 200 g, 1 l or 3.');
        return;
      }
      store.update((state) => setPantryCheckAmount(state, item.name, quantity));
    }, notRead);
  };

  if (ready && !hasPlan) return <EmptyPlan title="No meal plan found" />;

  const ownedCount = rows.filter((row) => row.ticked || row.covered).length;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Pantry Check</h1>
        <p className="mt-1 text-muted-foreground">
          Tick what you already have: it goes into your pantry and comes off your shopping list. Change how much you have to buy only the
          rest.
        </p>
      </div>
      {ready ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Ingredients in your plan</CardTitle>
              <CardDescription>
                {ownedCount} of {ingredients.length} already in your kitchen
              </CardDescription>
            </CardHeader>
            <CardContent>
              <div className="max-h-[400px] overflow-y-auto rounded-lg border" tabIndex={0} aria-label="Ingredients">
                <ul className="divide-y">
                  {rows.map(({ item, held, ticked, covered }) => {
                    const id = `pantry-${item.key.replace(/\W+/g, '-')}`;
                    const tickItem = Object.values(inventory).find((stock) => stock.pantryCheckKey === item.key);
                    return (
                      <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5">
                        <Checkbox
                          id={id}
                          checked={ticked || covered}
                          // Enough is in the pantry without a tick: nothing to tick or untick here.
                          disabled={covered && !ticked}
                          aria-describedby={held ? `${id}-held` : undefined}
                          onCheckedChange={(checked) => toggle(item, checked)}
                        />
                        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                          <span className="font-medium">{item.name}</span>
                          <span className="ml-2 text-sm text-muted-foreground">{item.quantity}</span>
                          {held && (
                            <span id={`${id}-held`} className="block text-xs text-success">
                              {covered ? `You have ${held}: enough` : `You have ${held}`}
                            </span>
                          )}
                        </label>
                        {tickItem && (
                          // On a phone the amount goes on its own line, under the name it belongs to.
                          <span className="flex basis-full items-center gap-2 pl-7 sm:basis-auto sm:pl-0">
                            <label htmlFor={`${id}-amount`} className="text-xs text-muted-foreground">
                              How much
                            </label>
                            <Input
                              id={`${id}-amount`}
                              key={`${tickItem.quantity.amount}-${tickItem.quantity.unit}`}
                              aria-label={`How much ${item.name} you have`}
                              className="h-8 w-28 text-sm"
                              maxLength={40}
                              defaultValue={formatQuantity(tickItem.quantity)}
                              onBlur={(event) => setAmount(item, event.target.value)}
                            />
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            </CardContent>
          </Card>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              <Link to="/weekly-plan">
                <ArrowLeft aria-hidden />
                Back to Meal Plan
              </Link>
            </Button>
            <Button asChild>
              <Link to="/shopping-list">
                Continue to Shopping List
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </>
      ) : (
        <ContentSkeleton className="space-y-3" />
      )}
    </div>
  );
}
