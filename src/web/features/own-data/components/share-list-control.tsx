import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useSession } from '../../../lib/session';

// The dialog (its focus trap, the links' queries) loads when the cook first opens it.
const ShareListDialog = lazyDialog(
  async () => (await import('./share-list-dialog')).ShareListDialog,
  (props) => props.open,
);

/** "Share list" on the shopping list: a read-and-tick link for someone in the shop, with its expiry; signed-in cooks only. */
export function ShareListControl() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Share2 aria-hidden />
        Share list
      </Button>
      <ShareListDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
