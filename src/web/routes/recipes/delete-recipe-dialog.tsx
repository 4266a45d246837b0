import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

type DeleteRecipeDialogProps = { name: string; open: boolean; onOpenChange: (open: boolean) => void; onDelete: () => void };

/** 'Delete “…”?': the recipe goes only when the cook confirms. */
export function DeleteRecipeDialog({ name, open, onOpenChange, onDelete }: DeleteRecipeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{name}”?</DialogTitle>
          <DialogDescription>
            The recipe and its picture are removed from your account. Meals already in a plan stay there.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={onDelete}>
            Delete recipe
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
