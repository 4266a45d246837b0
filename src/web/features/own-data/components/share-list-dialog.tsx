import { useQuery, useQueryClient } from '../../../lib/query';
import { useId, useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { SHARED_LIST_DEFAULT_DAYS, type SharedListLink } from '../../../../domain/shared-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SHARE_LINKS_QUERY_KEY, createShareLink, listShareLinks, stopShareLink } from '../api/shared-list';
import { CopyLink } from './copy-link';

const DAY_CHOICES = [1, 3, 7, 14, 30] as const;
const until = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const failed = (title: string, error: unknown) => showError(title, error instanceof Error ? error.message : undefined);

/** The "Share list" dialog: the link's lifetime, the link made, and the links in use. */
export function ShareListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share your shopping list</DialogTitle>
          <DialogDescription>
            Anyone with the link can see this week’s list and tick items, without an account. Their ticks appear on your list. The link
            stops working when it expires or when you stop it.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareLinks />}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinks() {
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: SHARE_LINKS_QUERY_KEY, queryFn: listShareLinks });
  const [days, setDays] = useState<number>(SHARED_LIST_DEFAULT_DAYS);
  const [made, setMade] = useState<(SharedListLink & { url: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const act = async (action: () => Promise<void>, title: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: SHARE_LINKS_QUERY_KEY });
    } catch (error) {
      failed(title, error);
    } finally {
      setBusy(false);
    }
  };
  const create = () => act(async () => setMade((await createShareLink(days)).link), 'The link could not be made');
  const stop = (id: string) =>
    act(async () => {
      await stopShareLink(id);
      if (made?.id === id) setMade(null);
      showSuccess('Sharing stopped', 'That link no longer opens your list.');
    }, 'Sharing could not be stopped');

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Link works for</Label>
          <NativeSelect id={selectId} value={days} onChange={(event) => setDays(Number(event.target.value))} className="w-32">
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 1 ? '1 day' : `${choice} days`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => void create()} disabled={busy}>
          Create link
        </Button>
      </div>
      {made && <CopyLink label="Link to your shopping list" value={made.url} />}
      {links.data && links.data.links.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Links in use</h3>
          <ul className="divide-y rounded-md border">
            {links.data.links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>Works until {until(link.expiresAt)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Stop sharing the link that works until ${until(link.expiresAt)}`}
                  onClick={() => void stop(link.id)}
                >
                  Stop sharing
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
