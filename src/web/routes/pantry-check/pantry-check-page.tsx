import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { setPantryAnswer } from '../../../domain/kitchen/commands';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyPlan } from '../../components/ui/empty-plan';
import { Input } from '../../components/ui/input';
import { PageFallback } from '../../components/ui/page-fallback';
import { usePlannedShopping } from '../../features/shopping/use-planned';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { showError } from '../../lib/toasts';

const REDIRECT_MS = 1_500;

export function PantryCheckPage() {
  const navigate = useNavigate();
  const store = useKitchenStore();
  const { ready, hasPlan, all: ingredients } = usePlannedShopping();
  const answers = useKitchen((state) => state.pantryAnswers);

  useEffect(() => {
    if (!ready || hasPlan) return;
    showError('No Meal Plan', 'Please create a meal plan first');
    const timer = setTimeout(() => void navigate('/planner'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [ready, hasPlan, navigate]);

  // Spec §4: ticking adds the item to what is owned (it comes off the shopping list), unticking removes it.
  const toggle = (name: string, owned: boolean) => store.update((state) => setPantryAnswer(state, name, owned ? {} : null));
  const setAmount = (name: string, amount: string) => store.update((state) => setPantryAnswer(state, name, { amount }));

  if (!ready) return <PageFallback />;
  if (!hasPlan) return <EmptyPlan title="No meal plan found" />;

  const ownedCount = ingredients.filter((item) => answers[item.key]?.owned).length;
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
                const answer = answers[item.key];
                const id = `pantry-${item.key.replace(/\W+/g, '-')}`;
                return (
                  <li key={item.key} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                    <Checkbox id={id} checked={Boolean(answer?.owned)} onCheckedChange={(checked) => toggle(item.name, checked === true)} />
                    <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                      <span className="font-medium">{item.name}</span>
                      <span className="ml-2 text-sm text-muted-foreground">{item.quantity}</span>
                    </label>
                    {answer?.owned && (
                      <Input
                        aria-label={`How much ${item.name} you have`}
                        placeholder="All of it"
                        className="h-8 w-32 text-sm"
                        maxLength={40}
                        defaultValue={answer.amount ?? ''}
                        onBlur={(event) => setAmount(item.name, event.target.value)}
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
