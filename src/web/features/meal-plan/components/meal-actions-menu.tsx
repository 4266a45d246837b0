import { Ban, Bookmark, BookmarkX, FileDown, Heart, HeartOff, MoreVertical, RotateCcw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import type { Meal } from '../../../../domain/meal';
import { Button } from '../../../components/ui/button';
import { useFavoriteToggle } from '../../favorites/use-favorite-toggle';
import { downloadRecipePdf } from '../recipe-pdf';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export async function downloadPdfWithToasts(meal: Meal): Promise<void> {
  try {
    await downloadRecipePdf(meal);
    toast.success('Recipe PDF Generated', { description: 'Your recipe has been downloaded as a PDF.' });
  } catch {
    toast.error('Failed to generate PDF. Please try again.');
  }
}

/** Spec §2 plan card action menu: favourite, save for later, don't recommend, PDF. */
export function MealActionsMenu({ meal, onChange }: { meal: Meal; onChange: (change: Partial<Meal>) => void }) {
  const favorite = useFavoriteToggle(meal);
  const flip = (field: 'isSaved' | 'doNotRecommend', on: string, off: string) => {
    const value = !meal[field];
    onChange({ [field]: value });
    toast.success(value ? on : off);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={`Actions for ${meal.name}`}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void favorite.toggle()}>
            {favorite.isFavorite ? <HeartOff className="size-4" aria-hidden /> : <Heart className="size-4" aria-hidden />}
            {favorite.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => flip('isSaved', 'Saved for later', 'Removed from saved')}>
            {meal.isSaved ? <BookmarkX className="size-4" aria-hidden /> : <Bookmark className="size-4" aria-hidden />}
            {meal.isSaved ? 'Remove from saved' : 'Save for later'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => flip('doNotRecommend', "Won't recommend again", 'Will recommend again')}>
            {meal.doNotRecommend ? <RotateCcw className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
            {meal.doNotRecommend ? 'Allow recommendations' : "Don't recommend again"}
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
