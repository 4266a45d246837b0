import { betterAuth } from 'better-auth/minimal';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/auth/credentials';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/templates';

/** The header Better Auth's rate limiter reads the client address from: always set by the server, never a client's. */
export const CLIENT_IP_HEADER = 'x-larder-client-ip';

const HOUR = 60 * 60;

export type AuthOptions = { db: Db; env: Env; logger: Logger; mailer: Mailer; secret: string };

export function createAuth({ db, env, logger, mailer, secret }: AuthOptions) {
  const sendMail = (message: Parameters<Mailer['send']>[0]) =>
    mailer.send(message).catch((error: unknown) => {
      // A mail server outage must not turn sign-up into a 500; the cook can ask again.
      logger.error({ err: error, to: message.to }, 'sending e-mail failed');
    });

  return betterAuth({
    appName: 'Larder',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.BASE_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail(passwordResetMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(verificationMail(user.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed cookie cache: a session cached in the browser's cookie cannot be revoked, and a
      // deleted account must be signed out everywhere at once. Repeated checks are saved by
      // requireUser's short, revocable reuse instead (require-user.ts, session-revocations.ts).
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      // Per client address and minute; AUTH_RATE_LIMIT_PER_MINUTE (default 5) sets sign-in and
      // sign-up, and the mail-sending endpoints allow a little less.
      customRules: {
        // Every page load asks for the session: a household behind one address (or a cook with
        // many tabs) must never be signed out by its own reads. The check is one indexed read;
        // what costs money or mail is limited on its own routes.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/sign-up/email': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.ceil(env.AUTH_RATE_LIMIT_PER_MINUTE * 0.6)) },
        '/reset-password': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/send-verification-email': { window: 60, max: Math.max(1, Math.ceil(env.AUTH_RATE_LIMIT_PER_MINUTE * 0.6)) },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      // Better Auth turns both checks off when NODE_ENV is 'test' or TEST is set: pinned on, so
      // what the tests exercise is what runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: env.BASE_URL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Refused requests are the client's mistake: logged quietly by the app, not printed by the library.
    onAPIError: {
      onError: (error) => {
        logger.debug({ err: error, source: 'auth' }, 'auth request refused');
      },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        if (level === 'error') logger.error({ source: 'auth' }, message);
        else logger.warn({ source: 'auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthUser = Auth['$Infer']['Session']['user'];
