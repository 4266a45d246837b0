import { useState } from 'react';
import { Link } from 'react-router';
import { WEEKDAYS, type MealPlan, type Weekday } from '../../../../domain/meal-plan';
import type { Meal } from '../../../../domain/meal';
import { Button } from '../../../components/ui/button';
import { PlanMealCard } from './plan-meal-card';

export function DailyView({
  plan,
  onOpenRecipe,
  onMealChange,
}: {
  plan: MealPlan;
  onOpenRecipe: (meal: Meal) => void;
  onMealChange: (mealId: string, change: Partial<Meal>) => void;
}) {
  const [day, setDay] = useState<Weekday>('Monday');
  const meals = [plan[day].breakfast, plan[day].main].filter((meal): meal is Meal => meal !== undefined);
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Day" className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((weekday) => (
          <Button
            key={weekday}
            size="sm"
            variant={weekday === day ? 'default' : 'outline'}
            aria-pressed={weekday === day}
            onClick={() => setDay(weekday)}
          >
            {weekday.slice(0, 3)}
            <span className="sr-only">{weekday.slice(3)}</span>
          </Button>
        ))}
      </div>
      <h3 className="text-lg font-semibold">{day}</h3>
      {meals.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <p>No meal planned for {day}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/planner">Add a meal</Link>
          </Button>
        </div>
      ) : (
        <div className="grid max-w-xl gap-3">
          {meals.map((meal) => (
            <PlanMealCard
              key={meal.id}
              meal={meal}
              onOpenRecipe={() => onOpenRecipe(meal)}
              onChange={(change) => onMealChange(meal.id, change)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
