import type { InventoryItem } from '../../../domain/pantry/inventory';
import { dateText, itemTitle, markerOf, quantityText, shortDate, type MarkerTone } from '../../../domain/pantry/inventory-view';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { lazyMenuButton } from '../../components/ui/lazy-menu';
import { cn } from '../../lib/cn';
import type { RowActions } from './pantry-actions';

const TONE: Record<MarkerTone, string> = {
  danger: 'border-transparent bg-destructive/15 text-destructive',
  warning: 'border-transparent bg-highlight/25 text-warning',
  soon: 'border-transparent bg-highlight/25 text-warning',
};

/** The row's "more" button: a plain button until first pressed, then the menu, opened. */
const RowMenuButton = lazyMenuButton(async () => (await import('./row-menu')).RowMenu);

/** One thing in the kitchen: what it is, how much, until when, and what the cook can do with it. */
export function PantryRow({ item, today, actions }: { item: InventoryItem; today: string; actions: RowActions }) {
  const title = itemTitle(item);
  const marker = markerOf(item, today);
  const details = [
    quantityText(item),
    dateText(item, today),
    item.place === 'freezer' && item.frozen ? `frozen ${shortDate(item.frozen, today)}` : undefined,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{title}</span>
          {marker && <Badge className={cn(TONE[marker.tone])}>{marker.text}</Badge>}
          {item.opened && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              Opened
            </Badge>
          )}
        </div>
        {details.length > 0 && <p className="mt-0.5 text-sm text-muted-foreground">{details.join(' · ')}</p>}
      </div>
      <div className="flex items-center gap-1.5">
        <Button variant="outline" size="sm" aria-label={`Used ${title}`} onClick={() => actions.onUsed(item)}>
          Used
        </Button>
        <Button variant="outline" size="sm" aria-label={`Thrown away ${title}`} onClick={() => actions.onThrown(item)}>
          Thrown away
        </Button>
        <RowMenuButton item={item} title={title} actions={actions} label={`More for ${title}`} className="size-8" />
      </div>
    </li>
  );
}
