import { Check, ChefHat } from 'lucide-react';
import { entryTitle } from '../../../../domain/kitchen/entry-text';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import { isLeftover } from '../../../../domain/kitchen/views';
import { Button } from '../../../components/ui/button';
import { useCooking } from '../cooking';

/**
 * "Cooked" on a planned meal ("Eaten" on leftovers): pressed once cooked, and pressing it again
 * ("Not cooked yet") takes the mark off. Nothing shows outside a plan that offers cooking.
 */
export function CookButton({ entry, size = 'sm' }: { entry: PlanEntry; size?: 'sm' | 'default' }) {
  const cooking = useCooking();
  if (!cooking) return null;
  const leftover = isLeftover(entry);
  const done = entry.cooked !== undefined;
  const label = leftover ? (done ? 'Eaten' : 'Mark eaten') : done ? 'Cooked' : 'Mark cooked';
  return (
    <Button
      size={size}
      variant={done ? 'secondary' : 'outline'}
      aria-pressed={done}
      aria-label={`${leftover ? 'Eaten' : 'Cooked'}: ${entryTitle(entry)}`}
      onClick={() => (done ? cooking.uncook(entry) : cooking.cook(entry))}
    >
      {done ? <Check aria-hidden /> : <ChefHat aria-hidden />}
      {label}
    </Button>
  );
}
