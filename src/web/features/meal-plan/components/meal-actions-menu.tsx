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
import type { PlanEntry } from '../../../../domain/kitchen/items';
import type { EntryMarks } from '../../../../domain/kitchen/plan-commands';
import { entryTitle } from '../../../../domain/kitchen/entry-text';
import { isLeftover } from '../../../../domain/kitchen/views';
import { useCooking } from '../cooking';
import { Button } from '../../../components/ui/button';
import { useFirstItemFocus, type MenuOpening } from '../../../components/ui/lazy-menu';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/ui/menu';
import { showSuccess } from '../../../lib/toasts';
import { useFavoriteToggle } from '../../../lib/favorites/use-favorite-toggle';
import { downloadPdfWithToasts } from '../download-pdf';
import { reportMarkFailure } from '../mark-failure';

/**
 * Spec §2 plan card action menu: favourite, save for later, don't recommend, PDF; and cooking (issue #16).
 * Loaded when a card's button is first pressed (`MealActionsButton`), then opened at once.
 */
export function MealActionsMenu({
  entry,
  onMark,
  defaultOpen,
  byKeyboard,
}: { entry: PlanEntry; onMark: (marks: EntryMarks) => boolean } & MenuOpening) {
  const content = useFirstItemFocus(byKeyboard);
  const { meal } = entry;
  const favorite = useFavoriteToggle(meal);
  const cooking = useCooking();
  const leftover = isLeftover(entry);
  const flip = (field: keyof EntryMarks, on: string, off: string) => {
    const value = !entry[field];
    if (onMark({ [field]: value })) showSuccess(value ? on : off);
    else reportMarkFailure(field);
  };
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={`Actions for ${entryTitle(entry)}`}>
          <MoreVertical aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuContent ref={content} className="min-w-56">
        {cooking && (
          <>
            {entry.cooked === undefined ? (
              <MenuItem onSelect={() => cooking.cook(entry)}>
                <ChefHat aria-hidden />
                {leftover ? 'Eaten' : 'Cooked'}
              </MenuItem>
            ) : (
              <MenuItem onSelect={() => cooking.uncook(entry)}>
                <Undo2 aria-hidden />
                {leftover ? 'Not eaten yet' : 'Not cooked yet'}
              </MenuItem>
            )}
            {!leftover && entry.cooked === undefined && (
              <MenuItem onSelect={() => cooking.cookForMore(entry)}>
                <CookingPot aria-hidden />
                Cooked for more…
              </MenuItem>
            )}
            {entry.leftoverItemId !== undefined && entry.cooked === undefined && (
              <MenuItem onSelect={() => cooking.removeLeftovers(entry)}>
                <CalendarX aria-hidden />
                Take off the plan
              </MenuItem>
            )}
            <MenuSeparator />
          </>
        )}
        <MenuItem onSelect={() => void favorite.toggle()}>
          {favorite.isFavorite ? <HeartOff aria-hidden /> : <Heart aria-hidden />}
          {favorite.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        </MenuItem>
        <MenuItem onSelect={() => flip('saved', 'Saved for later', 'Removed from saved')}>
          {entry.saved ? <BookmarkX aria-hidden /> : <Bookmark aria-hidden />}
          {entry.saved ? 'Remove from saved' : 'Save for later'}
        </MenuItem>
        <MenuItem onSelect={() => flip('doNotRecommend', "Won't recommend again", 'Will recommend again')}>
          {entry.doNotRecommend ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
          {entry.doNotRecommend ? 'Allow recommendations' : "Don't recommend again"}
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => void downloadPdfWithToasts(meal)}>
          <FileDown aria-hidden />
          Download Recipe PDF
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
