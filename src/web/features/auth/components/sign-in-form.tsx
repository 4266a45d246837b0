import { useQueryClient } from '../../../lib/query';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { showError, showSuccess } from '../../../lib/toasts';
import { signInSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { authErrorMessage, isEmailNotVerified, signIn } from '../api/auth-actions';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './email-field';
import { FormField, FormMessage } from '../../../components/ui/form-field';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { submitting, error, submitWith } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = submitWith(
    () => signInSchema.safeParse({ email, password }),
    async (values) => {
      await signIn(values.email, values.password);
      showSuccess('Welcome back!', 'You have been successfully logged in.');
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    (failure) => {
      if (isEmailNotVerified(failure)) void navigate('/auth?error=email_confirmation_required', { replace: true });
      const message = authErrorMessage(failure);
      showError('Failed to sign in', message);
      return message;
    },
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Sign in">
      <EmailField id="signin-email" value={email} onChange={setEmail} disabled={submitting} />
      <div className="space-y-2">
        <FormField
          id="signin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
        />
        <Button type="button" variant="link" className="h-auto px-0 text-sm" onClick={onForgotPassword} disabled={submitting}>
          Forgot password?
        </Button>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
