import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountSchema } from '../../../domain/auth';
import { AppError } from '../../../domain/errors';
import { BODY_LIMITS } from '../../../domain/limits';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { readBody } from '../../http/body-limit';
import { validateJson } from '../../http/validate';
import { accountDeletedMail } from '../../mail/templates';
import { deleteAccount } from './delete-account';

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to manage your account.'))
  .post('/delete', readBody(BODY_LIMITS.account), validateJson(deleteAccountSchema), async (c) => {
    const { auth, database, env, logger, mailer, rateLimits } = c.var.deps;
    const userId = c.var.user.id;
    // The password is checked here: as many guesses as sign-in allows, per account.
    const limit = await rateLimits.consume(`account-delete|user:${userId}`, {
      windowSeconds: 60,
      max: env.AUTH_RATE_LIMIT_PER_MINUTE,
    });
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limit', 'Too many attempts. Please wait a minute and try again.');
    }
    const { email } = await deleteAccount({ database, auth, rateLimits, userId, password: c.req.valid('json').password });

    // This browser's cookies go at once; every other device finds its session gone.
    const { authCookies } = await auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.accountData, authCookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, {
        path: cookie.attributes.path ?? '/',
        secure: cookie.attributes.secure,
        httpOnly: true,
        sameSite: 'Lax',
      });
    }
    mailer.send(accountDeletedMail(email, env.BASE_URL)).catch((error: unknown) => {
      logger.error({ err: error }, 'sending the account-deleted e-mail failed');
    });
    logger.info({ event: 'account_deleted' }, 'an account was deleted at its owner’s request');
    return c.json({ deleted: true as const });
  });
