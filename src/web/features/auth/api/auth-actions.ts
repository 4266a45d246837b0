import { ApiError, apiFetch, unwrap } from '../../../lib/api-client';

/** Better Auth's endpoints, called directly: the SPA needs only these five. */
async function post(path: string, body: unknown): Promise<void> {
  await unwrap(
    apiFetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** Messages a person understands for the auth server's answers. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    if (error.isNetwork) return error.message;
    return error.message || 'An unexpected error occurred';
  }
  return 'An unexpected error occurred';
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'EMAIL_NOT_VERIFIED';
}

/** Where a verification link returns: the sign-in page's 'verified' notice. */
const VERIFIED_CALLBACK = '/auth?verified=1';

// The callback also names where the link re-sent on signing in unverified returns; without it Better Auth uses '/'.
export const signIn = (email: string, password: string) => post('/sign-in/email', { email, password, callbackURL: VERIFIED_CALLBACK });

export const signUp = (email: string, password: string) =>
  post('/sign-up/email', { email, password, name: email.split('@')[0] ?? email, callbackURL: VERIFIED_CALLBACK });

export const signOut = () => post('/sign-out', {});

export const requestPasswordReset = (email: string) =>
  post('/request-password-reset', { email, redirectTo: `${window.location.origin}/auth` });

export const resetPassword = (token: string, newPassword: string) => post('/reset-password', { token, newPassword });
