import { useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { newPasswordSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { authErrorMessage, resetPassword } from '../api/auth-actions';
import { useAuthForm } from '../use-auth-form';
import { FormField, FormMessage } from '../../../components/ui/form-field';

/** Where a reset link lands (/auth?token=…): choose a new password, then sign in with it. */
export function NewPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { submitting, error, submitWith } = useAuthForm();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = submitWith(
    () => newPasswordSchema.safeParse({ password, confirm }),
    async (values) => {
      await resetPassword(token, values.password);
      showSuccess('Password updated', 'Sign in with your new password.');
      onDone();
    },
    (failure) => {
      const message = authErrorMessage(failure);
      showError('Failed to reset password', message);
      return /token/i.test(message) ? 'This reset link is invalid or has expired. Please ask for a new one.' : message;
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Set a new password</CardTitle>
        <CardDescription>Choose a new password for your Larder account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="Set a new password">
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={submitting}
            hint="Password must be at least 6 characters long."
          />
          <FormField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            disabled={submitting}
          />
          <FormMessage tone="error">{error}</FormMessage>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? 'Saving...' : 'Set New Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
