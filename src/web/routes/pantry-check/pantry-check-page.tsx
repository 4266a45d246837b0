import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buildShoppingList } from '../../../domain/shopping-list';
import type { Pantry } from '../../../domain/meal-plan';
import { Button } from '../../components/ui/button';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { loadPantry, savePantry } from '../../features/planning/planning-storage';
import { usePlanMeals } from '../../features/shopping/use-plan-meals';
import { saveShoppingListFor } from '../../features/shopping/shopping-list-storage';

const REDIRECT_MS = 1_500;

export function PantryCheckPage() {
  const navigate = useNavigate();
  const { meals, hasPlan } = usePlanMeals();
  const [pantry, setPantry] = useState<Pantry>(loadPantry);
  const ingredients = useMemo(() => buildShoppingList(meals), [meals]);

  useEffect(() => {
    if (hasPlan) return;
    toast.error('No Meal Plan', { description: 'Please create a meal plan first' });
    const timer = setTimeout(() => void navigate('/planner'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [hasPlan, navigate]);

  const update = (next: Pantry) => {
    setPantry(next);
    savePantry(next);
    saveShoppingListFor(meals, next);
  };
  const toggle = (key: string, owned: boolean) => {
    const { [key]: _old, ...rest } = pantry;
    update(owned ? { ...rest, [key]: { owned: true } } : rest);
  };
  const setAmount = (key: string, amount: string) => update({ ...pantry, [key]: { owned: true, ...(amount.trim() ? { amount } : {}) } });

  if (!hasPlan) {
    return <EmptyPlan title="No meal plan found" />;
  }

  const ownedCount = ingredients.filter((item) => pantry[item.key]?.owned).length;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Pantry Check</h1>
        <p className="mt-1 text-muted-foreground">
          Tick what you already have; it comes off your shopping list. Add how much you have to buy only the rest.
        </p>
      </div>
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
              {ingredients.map((item) => {
                const entry = pantry[item.key];
                const id = `pantry-${item.key.replace(/\W+/g, '-')}`;
                return (
                  <li key={item.key} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                    <Checkbox id={id} checked={Boolean(entry?.owned)} onCheckedChange={(checked) => toggle(item.key, checked === true)} />
                    <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                      <span className="font-medium">{item.name}</span>
                      <span className="ml-2 text-sm text-muted-foreground">{item.quantity}</span>
                    </label>
                    {entry?.owned && (
                      <Input
                        aria-label={`How much ${item.name} you have`}
                        placeholder="All of it"
                        className="h-8 w-32 text-sm"
                        defaultValue={entry.amount ?? ''}
                        onBlur={(event) => setAmount(item.key, event.target.value)}
                      />
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
    </div>
  );
}
