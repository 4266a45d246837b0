import { Hono } from 'hono';
import { secretTokenSchema } from '../../../domain/calendar';
import { pantryReminderSettingsSchema } from '../../../domain/pantry';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { limitByClient } from '../../http/limit-by-client';
import { validateJson } from '../../http/validate';
import { reminderOfToken } from './find-reminder-by-token';
import { readReminder } from './read-reminder';
import { saveReminder } from './save-reminder';
import { confirmUnsubscribePage, unknownLinkPage, unsubscribedPage } from './unsubscribe-page';
import { unsubscribeReminder } from './unsubscribe-reminder';

const signedIn = requireUser('Please sign in to set up the pantry reminder.');

/** A person clicks an unsubscribe link a few times at most; more is a client guessing. */
const UNSUBSCRIBE_RATE = { windowSeconds: 60, max: 20 };

const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

/** The daily pantry reminder (issue #16): the cook's setting, and the e-mail's unsubscribe link. */
export const pantryRoutes = new Hono<AppEnv>()
  .get('/reminder', signedIn, async (c) =>
    c.json(await readReminder({ db: c.var.deps.database.db, userId: c.var.user.id, now: c.var.deps.clock() })),
  )
  .put('/reminder', signedIn, validateJson(pantryReminderSettingsSchema), async (c) => {
    const { database, auth, clock } = c.var.deps;
    const { secret } = await auth.$context;
    return c.json(await saveReminder({ db: database.db, userId: c.var.user.id, settings: c.req.valid('json'), secret, now: clock() }));
  })
  // GET only asks: mail scanners and link previews open links, and must not unsubscribe anyone.
  .get('/reminder/unsubscribe', limitByClient('pantry-unsubscribe', UNSUBSCRIBE_RATE), async (c) => {
    const token = secretTokenSchema.safeParse(c.req.query('token'));
    const reminder = token.success ? await reminderOfToken({ db: c.var.deps.database.db, token: token.data }) : undefined;
    if (!token.success || !reminder) return c.html(unknownLinkPage(), 404, PAGE_HEADERS);
    return c.html(confirmUnsubscribePage(token.data, reminder.enabled), 200, PAGE_HEADERS);
  })
  // The page's button, and a mail program's one-click POST (List-Unsubscribe-Post, RFC 8058).
  .post('/reminder/unsubscribe', limitByClient('pantry-unsubscribe', UNSUBSCRIBE_RATE), async (c) => {
    const token = secretTokenSchema.safeParse(c.req.query('token'));
    const done = token.success && (await unsubscribeReminder({ db: c.var.deps.database.db, token: token.data, now: c.var.deps.clock() }));
    if (!done) return c.html(unknownLinkPage(), 404, PAGE_HEADERS);
    c.var.deps.logger.info({ event: 'pantry_reminder_unsubscribed' }, 'a cook stopped the pantry reminder from its link');
    return c.html(unsubscribedPage(), 200, PAGE_HEADERS);
  });
