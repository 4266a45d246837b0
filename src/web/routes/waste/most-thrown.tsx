import { formatPence } from '../../../domain/meal/money';
import { WASTE_TREND_WEEKS, type ThrownFood } from '../../../domain/pantry/waste-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

function FoodList({ title, foods, id }: { title: string; foods: readonly ThrownFood[]; id: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="mb-2 text-sm font-semibold text-muted-foreground">
        {title}
      </h3>
      <ol className="divide-y rounded-lg border">
        {foods.map((food, index) => (
          <li key={food.key} className="flex items-baseline gap-3 px-3 py-2 text-sm">
            <span className="w-4 shrink-0 text-muted-foreground tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1 font-medium break-words first-letter:uppercase">{food.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {times(food.count)} · {formatPence(food.valuePence)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The foods that go in the bin most often, and the ones that cost the most there. */
export function MostThrown({ byCount, byValue }: { byCount: readonly ThrownFood[]; byValue: readonly ThrownFood[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most often thrown away</CardTitle>
        <CardDescription>Over the last {WASTE_TREND_WEEKS} weeks: buy less of these, or plan a meal for them sooner.</CardDescription>
      </CardHeader>
      <CardContent>
        {byCount.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing thrown away in the last {WASTE_TREND_WEEKS} weeks. Well done.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <FoodList id="thrown-by-count" title="By how often" foods={byCount} />
            <FoodList id="thrown-by-value" title="By what it cost" foods={byValue} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
