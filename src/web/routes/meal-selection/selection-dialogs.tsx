import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

export function SelectionIncompleteDialog({
  open,
  onOpenChange,
  selected,
  required,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: number;
  required: number;
}) {
  const complete = selected >= required;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Selection Incomplete</DialogTitle>
          <DialogDescription>Choose {required} main meals to build your week.</DialogDescription>
        </DialogHeader>
        <p className={cn('flex items-center gap-2 text-2xl font-semibold', complete ? 'text-success' : 'text-foreground')}>
          {complete && <CheckCircle2 aria-hidden />}
          {selected}/{required} selected
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => onOpenChange(false)}>Select More</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function SavePreferencesDialog({ open, onSkip, onSave }: { open: boolean; onSkip: () => void; onSave: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Your Preferences?</DialogTitle>
          <DialogDescription>Save these preferences as your default, so the planner starts from them next time.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onSkip}>
            Skip for Now
          </Button>
          <Button onClick={onSave}>Save as Default</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
