import { linkIn, type startSmtpSink } from '../tests/support/smtp-sink';

export type SignedIn = { cookie: string; email: string };

/** Signs up, verifies through the mail sink and signs in a cook on a running server. */
export async function signedInCook(
  url: string,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  email: string,
  ip = '10.9.0.1',
): Promise<SignedIn> {
  const headers = { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': ip };
  const password = 'benchmark password';
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const link = new URL(linkIn(await smtp.waitFor(email), '/api/auth/verify-email'));
  await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, email };
}
