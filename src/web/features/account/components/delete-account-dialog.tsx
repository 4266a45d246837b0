import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { deleteAccountSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { useSubmitting } from '../../../lib/use-submitting';
import { deleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETION_SUMMARY =
  'Your favourites, saved plan, pantry and purchase records are removed, and you are signed out on every device. This cannot be undone.';

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    return error.message;
  }
  return 'An unexpected error occurred. Please try again.';
}

/** Settings → Account: "Delete my account", confirmed with the cook's password in a dialog. */
export function DeleteAccountDialog({ email, onDeleted }: { email: string; onDeleted: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const { submitting, run } = useSubmitting();
  const passwordId = useId();

  const change = (next: boolean) => {
    if (submitting) return;
    setOpen(next);
    setPassword('');
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    void run(async () => {
      try {
        await deleteAccount(parsed.data);
      } catch (error) {
        setProblem(messageOf(error));
        return;
      }
      setOpen(false);
      await onDeleted();
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-destructive" aria-hidden />
              Delete your account?
            </DialogTitle>
            <DialogDescription>
              This deletes the account {email} and everything Larder keeps for it. {ACCOUNT_DELETION_SUMMARY}
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={passwordId}
            label="Password"
            hint="Enter your password to confirm."
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={submitting}
            aria-invalid={problem ? true : undefined}
            required
          />
          <FormMessage tone="error">{problem}</FormMessage>
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
