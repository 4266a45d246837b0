import { useState, type FormEvent } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { firstProblem, signUpSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { authErrorMessage, signUp } from '../api/auth-actions';
import { useSubmitting } from '../../../lib/use-submitting';
import { FormField, FormMessage } from '../../../components/ui/form-field';

export function SignUpForm() {
  const { submitting, run } = useSubmitting();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const parsed = signUpSchema.safeParse({ email, password });
      if (!parsed.success) {
        setError(firstProblem(parsed));
        return;
      }
      setError(undefined);
      try {
        await signUp(parsed.data.email, parsed.data.password);
        setDone('Account created! Please check your email for verification.');
        setPassword('');
        showSuccess('Account created', 'Please check your email for the verification link.');
      } catch (failure) {
        const message = authErrorMessage(failure);
        setError(message);
        showError('Failed to create account', message);
      }
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Sign up">
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
      />
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
