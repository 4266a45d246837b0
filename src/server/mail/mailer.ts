import type { Transporter } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe on a reminder (RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void>; kind: 'smtp' | 'log' };

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** Without SMTP_URL: write each message, links included, to the log (MAIL_LOG_LINKS). */
  logLinks?: boolean;
};

/**
 * SMTP when SMTP_URL is set; otherwise every message (with its links) is written to the log, so a
 * cook running Larder on their own machine can still verify and reset, unless MAIL_LOG_LINKS=false.
 */
export function createMailer({ smtpUrl, from, logger, logLinks = true }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      send: async (message) => {
        const mail = { to: message.to, subject: message.subject };
        if (logLinks) logger.info({ mail }, `e-mail (not sent: no SMTP_URL)\n${message.text}`);
        else logger.warn({ mail }, 'e-mail not sent: no SMTP_URL, and MAIL_LOG_LINKS=false keeps its links out of the log');
      },
    };
  }
  // nodemailer (about 300 KB of the server's bundle) loads with the first e-mail, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    send: async (message) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...message });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'e-mail sent');
    },
  };
}

/** What the server says at start about where its e-mail goes, when an operator should know. */
export function mailStartupWarning(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV' | 'MAIL_LOG_LINKS'>): string | undefined {
  if (env.SMTP_URL) return undefined;
  if (!env.MAIL_LOG_LINKS) {
    return 'No SMTP_URL and MAIL_LOG_LINKS=false: verification and password-reset e-mails are not sent anywhere, so new cooks cannot verify their accounts.';
  }
  if (env.NODE_ENV !== 'production') return undefined;
  return 'No SMTP_URL: verification and password-reset links are written to this log, and anyone who can read the log can use them. Set SMTP_URL to send them by e-mail, or MAIL_LOG_LINKS=false to keep them out of the log.';
}
