import { useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { resetRequestSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { requestPasswordReset } from '../api/auth-actions';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './email-field';
import { FormMessage } from '../../../components/ui/form-field';

export function ResetRequestCard({ onBack }: { onBack: () => void }) {
  const { submitting, error, submitWith } = useAuthForm();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();

  const submit = submitWith(
    () => resetRequestSchema.safeParse({ email }),
    async (values) => {
      await requestPasswordReset(values.email);
      setDone('Password reset email sent!');
      showSuccess('Password reset email sent', 'Check your email for a link to reset your password.');
    },
    () => {
      showError('Failed to send password reset email');
      return 'Failed to send reset email';
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset Password</CardTitle>
        <CardDescription>Enter your email and we’ll send you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="Reset password">
          <EmailField id="reset-email" value={email} onChange={setEmail} disabled={submitting} />
          <FormMessage tone="error">{error}</FormMessage>
          <FormMessage tone="success">{done}</FormMessage>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={submitting}>
            Back to login
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
