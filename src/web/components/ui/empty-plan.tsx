import { Link } from '../../lib/router/router';
import { Button } from './button';

/** What a screen that needs a meal plan shows when there is none. */
export function EmptyPlan({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      <Button asChild>
        <Link to="/planner">Create a Meal Plan</Link>
      </Button>
    </div>
  );
}
