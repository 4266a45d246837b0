import {
  Ban,
  Bookmark,
  BookmarkX,
  CalendarX,
  ChefHat,
  CookingPot,
  FileDown,
  Heart,
  HeartOff,
  MoreVertical,
  RotateCcw,
  Undo2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import { entryTitle } from '../../../../domain/kitchen/entry-text';
import type { Meal } from '../../../../domain/meal';
import { isLeftover } from '../../../../domain/kitchen/views';
import { useCooking } from '../cooking';
import { Button } from '../../../components/ui/button';
import { showError, showSuccess } from '../../../lib/toasts';
import { useFavoriteToggle } from '../../../lib/favorites/use-favorite-toggle';
import { downloadRecipePdf } from '../recipe-pdf';
import type { EntryMarks } from './plan-meal-card';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export async function downloadPdfWithToasts(meal: Meal): Promise<void> {
  try {
    await downloadRecipePdf(meal);
    showSuccess('Recipe PDF Generated', 'Your recipe has been downloaded as a PDF.');
  } catch {
    showError('Failed to generate PDF. Please try again.');
  }
}

/** Spec §2 plan card action menu: favourite, save for later, don't recommend, PDF; and cooking (issue #16). */
export function MealActionsMenu({ entry, onMark }: { entry: PlanEntry; onMark: (marks: EntryMarks) => void }) {
  const { meal } = entry;
  const favorite = useFavoriteToggle(meal);
  const cooking = useCooking();
  const leftover = isLeftover(entry);
  const flip = (field: keyof EntryMarks, on: string, off: string) => {
    const value = !entry[field];
    onMark({ [field]: value });
    showSuccess(value ? on : off);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={`Actions for ${entryTitle(entry)}`}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {cooking && (
            <>
              {entry.cooked === undefined ? (
                <DropdownMenu.Item className={itemClass} onSelect={() => cooking.cook(entry)}>
                  <ChefHat className="size-4" aria-hidden />
                  {leftover ? 'Eaten' : 'Cooked'}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item className={itemClass} onSelect={() => cooking.uncook(entry)}>
                  <Undo2 className="size-4" aria-hidden />
                  {leftover ? 'Not eaten yet' : 'Not cooked yet'}
                </DropdownMenu.Item>
              )}
              {!leftover && entry.cooked === undefined && (
                <DropdownMenu.Item className={itemClass} onSelect={() => cooking.cookForMore(entry)}>
                  <CookingPot className="size-4" aria-hidden />
                  Cooked for more…
                </DropdownMenu.Item>
              )}
              {entry.leftoverItemId !== undefined && entry.cooked === undefined && (
                <DropdownMenu.Item className={itemClass} onSelect={() => cooking.removeLeftovers(entry)}>
                  <CalendarX className="size-4" aria-hidden />
                  Take off the plan
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void favorite.toggle()}>
            {favorite.isFavorite ? <HeartOff className="size-4" aria-hidden /> : <Heart className="size-4" aria-hidden />}
            {favorite.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => flip('saved', 'Saved for later', 'Removed from saved')}>
            {entry.saved ? <BookmarkX className="size-4" aria-hidden /> : <Bookmark className="size-4" aria-hidden />}
            {entry.saved ? 'Remove from saved' : 'Save for later'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => flip('doNotRecommend', "Won't recommend again", 'Will recommend again')}>
            {entry.doNotRecommend ? <RotateCcw className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
            {entry.doNotRecommend ? 'Allow recommendations' : "Don't recommend again"}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void downloadPdfWithToasts(meal)}>
            <FileDown className="size-4" aria-hidden />
            Download Recipe PDF
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
