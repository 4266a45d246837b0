import { ArrowLeft, CalendarPlus, RefreshCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Link } from '../../lib/router/router';

type SelectionHeaderProps = {
  required: number;
  mainsSelected: number;
  loading: boolean;
  regenerating: boolean;
  onRegenerate: () => void;
  startDate: string;
  onStartDateChange: (date: string) => void;
  onCreatePlan: () => void;
};

/** The title, the count chosen so far, and the way back, to new meals and on to the plan. */
export function SelectionHeader({
  required,
  mainsSelected,
  loading,
  regenerating,
  onRegenerate,
  startDate,
  onStartDateChange,
  onCreatePlan,
}: SelectionHeaderProps) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Choose Your Meals</h1>
        <p className="mt-1 text-muted-foreground">Select {required} meals for your weekly meal plan</p>
        <Badge variant={mainsSelected >= required ? 'success' : 'secondary'} className="mt-3 text-sm">
          {mainsSelected} / {required} selected
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost">
          <Link to="/planner">
            <ArrowLeft aria-hidden />
            Back to Preferences
          </Link>
        </Button>
        <Button variant="secondary" onClick={onRegenerate} disabled={loading}>
          <RefreshCw aria-hidden className={regenerating ? 'animate-spin' : undefined} />
          {regenerating ? 'Regenerating...' : 'Regenerate Meals'}
        </Button>
        {/* Muted until the count is reached; a press before then explains what is missing. */}
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="week-start" className="text-xs">
              First day of the plan
            </Label>
            <Input
              id="week-start"
              type="date"
              className="h-9 w-40"
              value={startDate}
              onChange={(event) => onStartDateChange(event.target.value)}
            />
          </div>
          <Button onClick={onCreatePlan} variant={mainsSelected < required ? 'secondary' : 'default'}>
            <CalendarPlus aria-hidden />
            Create Meal Plan
          </Button>
        </div>
      </div>
    </header>
  );
}
