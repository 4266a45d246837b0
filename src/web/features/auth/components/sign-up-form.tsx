import { useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { signUpSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { authErrorMessage, signUp } from '../api/auth-actions';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './email-field';
import { FormField, FormMessage } from '../../../components/ui/form-field';

export function SignUpForm() {
  const { submitting, error, submitWith } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string>();

  const submit = submitWith(
    () => signUpSchema.safeParse({ email, password }),
    async (values) => {
      await signUp(values.email, values.password);
      setDone('Account created! Please check your email for verification.');
      setPassword('');
      showSuccess('Account created', 'Please check your email for the verification link.');
    },
    (failure) => {
      const message = authErrorMessage(failure);
      showError('Failed to create account', message);
      return message;
    },
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Sign up">
      <EmailField id="signup-email" value={email} onChange={setEmail} disabled={submitting} />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={submitting}
        hint="Password must be at least 6 characters long."
      />
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
