import { vi } from 'vitest';
import type { MailMessage } from '../../src/server/mail/mailer';
import { createClient } from './http-client';

type Fetcher = Parameters<typeof createClient>[0];
export type TestClient = ReturnType<typeof createClient>;

const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\S+/;

/**
 * A new cook, signed up, verified through the link the memory mailer kept, and signed in: a
 * client holding the session cookies. `headers` go with every request (an https Origin, say).
 */
export async function signUpAndVerify(
  app: Fetcher,
  mailer: { sent: MailMessage[] },
  options: { email: string; ip: string; password?: string; headers?: Record<string, string> },
): Promise<TestClient> {
  const { email, ip, password = 'correct horse', headers } = options;
  const client = createClient(app, ip);
  const signUp = await client.request('/api/auth/sign-up/email', {
    json: { email, password, name: email.split('@')[0], callbackURL: '/auth' },
    headers,
  });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
  const mail = await vi.waitFor(() => {
    const found = mailer.sent.find((message) => message.to === email && VERIFY_LINK.test(message.text));
    if (!found) throw new Error(`no verification mail to ${email} yet`);
    return found;
  });
  const link = new URL(VERIFY_LINK.exec(mail.text)?.[0] ?? '');
  const verify = await client.request(link.pathname + link.search, { headers });
  if (verify.status !== 302 && verify.status !== 200) throw new Error(`verifying ${email} answered ${verify.status}`);
  const signIn = await client.request('/api/auth/sign-in/email', { json: { email, password }, headers });
  if (signIn.status !== 200) throw new Error(`sign-in of ${email} answered ${signIn.status}: ${await signIn.text()}`);
  return client;
}

/** A fresh X-Forwarded-For address per call, so per-address rate limits never meet in a test. */
export function addressPool(prefix: number) {
  let next = 0;
  return () => {
    next += 1;
    return `10.${prefix}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
  };
}
