import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createMailer, mailStartupWarning } from './mailer';
import { startSmtpSink } from '../../../tests/support/smtp-sink';

/** A logger writing into an array, to read what a mail left in the log. */
function recordingLogger() {
  const lines: string[] = [];
  const stream = { write: (chunk: string) => lines.push(chunk) > 0, writableLength: 0, once: () => undefined, on: () => undefined };
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

const MAIL = {
  to: 'ann@example.com',
  subject: 'Verify your e-mail',
  text: 'Open http://localhost:3000/api/auth/verify-email?token=secret-token',
  html: '',
};

describe('mail without SMTP_URL', () => {
  it('warns at start in production that links go to the log, and says how to stop it', () => {
    expect(mailStartupWarning(parseEnv({ NODE_ENV: 'production' }))).toMatch(/links are written to this log.*MAIL_LOG_LINKS=false/);
    expect(mailStartupWarning(parseEnv({ NODE_ENV: 'development' }))).toBeUndefined();
    expect(mailStartupWarning(parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toBeUndefined();
  });

  it('with MAIL_LOG_LINKS=false keeps the links out of the log, and warns that no mail goes anywhere', async () => {
    expect(mailStartupWarning(parseEnv({ NODE_ENV: 'production', MAIL_LOG_LINKS: 'false' }))).toMatch(/not sent anywhere/);
    const { logger, text } = recordingLogger();
    await createMailer({ smtpUrl: undefined, from: 'Larder', logger, logLinks: false }).send(MAIL);
    expect(text()).toContain('ann@example.com');
    expect(text()).not.toContain('secret-token');
  });

  it('by default writes the message, link included, to the log', async () => {
    const { logger, text } = recordingLogger();
    await createMailer({ smtpUrl: undefined, from: 'Larder', logger }).send(MAIL);
    expect(text()).toContain('secret-token');
  });
});

describe('mail over SMTP', () => {
  it('sends a message’s extra header lines (a reminder’s List-Unsubscribe, RFC 8058)', async () => {
    const sink = await startSmtpSink();
    try {
      const { logger } = recordingLogger();
      const url = 'http://localhost:3000/api/pantry/reminder/unsubscribe?token=abc';
      await createMailer({ smtpUrl: sink.url, from: 'Larder <larder@example.com>', logger }).send({
        ...MAIL,
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      const mail = await sink.waitFor('ann@example.com');
      // Long header lines are folded (RFC 5322 §2.2.3): unfolded, they read as sent.
      const head = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n(?=[ \t])/g, '');
      expect(head).toContain(`List-Unsubscribe: <${url}>`);
      expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await sink.close();
    }
  });
});
