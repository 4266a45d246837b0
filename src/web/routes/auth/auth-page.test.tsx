import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK, json, renderWithApp, sessionOf, stubServer, toasts, type Handler } from '../../../../tests/support/web/web-harness';
import { AuthPage } from './auth-page';

const signedOut = () => json(null);

function authServer(routes: Record<string, Handler> = {}) {
  return stubServer({ 'GET /api/auth/get-session': signedOut, ...routes });
}

function renderAuth(path = '/auth') {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    { path },
  );
}

async function fillSignIn(email = 'cook@example.com', password = 'secret123') {
  const form = screen.getByRole('form', { name: 'Sign in' });
  await userEvent.type(within(form).getByLabelText('Email'), email);
  await userEvent.type(within(form).getByLabelText('Password'), password);
  return form;
}

/** A reply the test hands over when it chooses. */
function held() {
  let release: (response: Response) => void = () => undefined;
  const handler: Handler = () => new Promise<Response>((resolve) => (release = resolve));
  return { handler, release: (response: Response) => release(response) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthPage tabs', () => {
  it('opens on the Sign In tab', () => {
    authServer();
    renderAuth();

    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches to the sign-up form', async () => {
    authServer();
    renderAuth();

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));

    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('AuthPage sign up', () => {
  it('refuses a 5-character password and sends nothing', async () => {
    const api = authServer();
    renderAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });

    await userEvent.type(within(form).getByLabelText('Email'), 'cook@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(api.sent()).toEqual([]);
  });
});

describe('AuthPage sign in', () => {
  it('shows Signing In... and disables the inputs while it waits for the server', async () => {
    const reply = held();
    authServer({ 'POST /api/auth/sign-in/email': reply.handler });
    renderAuth();
    const form = await fillSignIn();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(within(form).getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(within(form).getByLabelText('Email')).toBeDisabled();
    expect(within(form).getByLabelText('Password')).toBeDisabled();
    reply.release(json({ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, 401));
    expect(await within(form).findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends one request when the form is submitted twice', async () => {
    const reply = held();
    const api = authServer({ 'POST /api/auth/sign-in/email': reply.handler });
    renderAuth();
    const form = await fillSignIn();

    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(api.sent()).toEqual(['POST /api/auth/sign-in/email']));
    reply.release(json({ message: 'Invalid email or password' }, 401));
    await within(form).findByRole('button', { name: 'Sign In' });
    expect(api.sent()).toEqual(['POST /api/auth/sign-in/email']);
  });

  it("sends the email and password to the server, with the verified page as the re-sent link's return", async () => {
    const api = authServer({ 'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401) });
    renderAuth();
    const form = await fillSignIn('cook@example.com', 'secret123');

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(api.requests.at(-1)?.body).toEqual({
        email: 'cook@example.com',
        password: 'secret123',
        callbackURL: '/auth?verified=1',
      }),
    );
  });

  it('shows Failed to sign in with the server’s message', async () => {
    authServer({
      'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, 401),
    });
    renderAuth();
    const form = await fillSignIn();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await toasts().findByText('Failed to sign in')).toBeInTheDocument();
    expect(toasts().getByText('Invalid email or password')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('asks the cook to wait after too many attempts (429)', async () => {
    authServer({ 'POST /api/auth/sign-in/email': () => json({ message: 'Too many requests. Please try again later.' }, 429) });
    renderAuth();
    const form = await fillSignIn();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(toasts().getByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
  });

  it('welcomes the cook back and leaves for the home page', async () => {
    let signedIn = false;
    authServer({
      'GET /api/auth/get-session': () => json(signedIn ? sessionOf(COOK) : null),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ token: 't', user: COOK });
      },
    });
    renderAuth();
    const form = await fillSignIn();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await toasts().findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('AuthPage notices and password reset', () => {
  it('asks the cook to confirm the email when sent back with email_confirmation_required', () => {
    authServer();
    renderAuth('/auth?error=email_confirmation_required');

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please confirm your email')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Confirm your email address before signing in');
  });

  it('shows the confirm-your-email alert when signing in with an unconfirmed address', async () => {
    authServer({
      'POST /api/auth/sign-in/email': () => json({ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }, 403),
    });
    renderAuth();
    const form = await fillSignIn();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Please confirm your email' })).toBeInTheDocument();
  });

  it('switches to the reset card from Forgot password?', async () => {
    authServer();
    renderAuth();

    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('confirms the reset email was sent', async () => {
    const api = authServer({ 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset password' });

    await userEvent.type(within(form).getByLabelText('Email'), 'cook@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Password reset email sent!');
    expect(api.requests.at(-1)?.body).toMatchObject({ email: 'cook@example.com' });
  });

  it('goes back to the tabs with Back to login', async () => {
    authServer();
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));

    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('shows the Set a new password card for a reset link', () => {
    authServer();
    renderAuth('/auth?token=abc');

    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
