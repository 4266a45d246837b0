import { Check, Clock, Eye, Flame, Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { DEFAULT_COOKING_MINUTES } from '../../../domain/meal/constants';
import { displayDescription } from '../../../domain/meal/display-rules';
import { formatMinutes } from '../../../domain/meal/minutes';
import { formatPence } from '../../../domain/meal/money';
import { upgradeMealFields } from '../../../domain/meal/stored-meal-fields';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { cn } from '../../lib/cn';
import { FavoriteButton } from './favorite-button';
import type { FavoriteableMeal } from '../../lib/favorites/use-favorite-toggle';
import { MealAllergens } from './meal-allergens';
import { MealImage } from './meal-image';

/**
 * What a meal card reads; favourites may carry older shapes (price as '£4.20', time as text,
 * `nutritionInfo`), read through the same upgrade of a meal's own fields as every stored meal, so
 * every field but the name is optional.
 */
export type CardMeal = FavoriteableMeal & {
  description?: string;
  imageUrl?: string;
  imageLoading?: boolean;
  isBreakfast?: boolean;
  totalMinutes?: number;
  pricePence?: number;
  nutritionalInformation?: { calories?: number; protein?: number };
};

type MealCardProps = {
  meal: CardMeal;
  selected?: boolean;
  /** The card's main action: Select / Selected, or another label where the card is used. */
  onSelect?: () => void;
  selectLabel?: string;
  selectedLabel?: string;
  usesPantry?: boolean;
  onViewDetails?: () => void;
  /** Hide the heart where the card's own action already is the favourite toggle. */
  showFavorite?: boolean;
  extra?: ReactNode;
  /** The first card of a list: its picture is fetched first (see `MealImage`). */
  priority?: boolean;
};

/** Spec meal-planning-flow §2 'Meal card'. */
export function MealCard({
  meal,
  selected = false,
  onSelect,
  selectLabel = 'Select',
  selectedLabel = 'Selected',
  usesPantry,
  onViewDetails,
  showFavorite = true,
  extra,
  priority,
}: MealCardProps) {
  const shown = upgradeMealFields(meal) as CardMeal;
  const nutrition = shown.nutritionalInformation ?? {};
  return (
    <Card className={cn('flex h-full flex-col overflow-hidden transition-shadow', selected && 'ring-2 ring-primary')}>
      <MealImage src={meal.imageUrl} alt={meal.name} generating={meal.imageLoading} className="aspect-[4/3]" priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-semibold leading-snug">{meal.name}</h3>
          {meal.isBreakfast && <Badge variant="warning">Breakfast</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {formatMinutes(typeof shown.totalMinutes === 'number' ? shown.totalMinutes : DEFAULT_COOKING_MINUTES)}
          </span>
          <span className="font-medium text-foreground">
            {formatPence(typeof shown.pricePence === 'number' ? shown.pricePence : undefined)}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{displayDescription(meal.description, meal.name)}</p>
        <div className="flex flex-wrap gap-2 text-xs">
          <span className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1">
            <Flame className="size-3.5 text-highlight" aria-hidden />
            {Math.round(nutrition.calories ?? 0)} kcal
          </span>
          <span className="rounded-md bg-muted px-2 py-1">{Math.round(nutrition.protein ?? 0)} g protein</span>
        </div>
        <MealAllergens meal={meal} brief />
        {usesPantry && (
          <Badge variant="success" className="w-fit">
            <Leaf className="size-3" aria-hidden />
            Uses ingredients you have
          </Badge>
        )}
        {extra}
        <div className="mt-auto flex items-center gap-1 pt-2">
          {onSelect && (
            <Button variant={selected ? 'default' : 'outline'} size="sm" className="flex-1" aria-pressed={selected} onClick={onSelect}>
              {selected && <Check aria-hidden />}
              {selected ? selectedLabel : selectLabel}
            </Button>
          )}
          {showFavorite && <FavoriteButton meal={meal} />}
          {onViewDetails && (
            <Button variant="ghost" size="icon" aria-label={`View details of ${meal.name}`} title="View details" onClick={onViewDetails}>
              <Eye aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
