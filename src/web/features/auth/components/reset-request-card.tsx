import { useState, type FormEvent } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { firstProblem, resetRequestSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { requestPasswordReset } from '../api/auth-actions';
import { useSubmitting } from '../../../lib/use-submitting';
import { FormField, FormMessage } from '../../../components/ui/form-field';

export function ResetRequestCard({ onBack }: { onBack: () => void }) {
  const { submitting, run } = useSubmitting();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const parsed = resetRequestSchema.safeParse({ email });
      if (!parsed.success) {
        setError(firstProblem(parsed));
        return;
      }
      setError(undefined);
      try {
        await requestPasswordReset(parsed.data.email);
        setDone('Password reset email sent!');
        showSuccess('Password reset email sent', 'Check your email for a link to reset your password.');
      } catch {
        setError('Failed to send reset email');
        showError('Failed to send password reset email');
      }
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset Password</CardTitle>
        <CardDescription>Enter your email and we’ll send you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="Reset password">
          <FormField
            id="reset-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={submitting}
          />
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
