import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void>; kind: 'smtp' | 'log' };

/**
 * SMTP when SMTP_URL is set; otherwise every message (with its links) is written to the log,
 * so a cook running Larder on their own machine can still verify and reset.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      kind: 'log',
      send: async (message) => {
        logger.info({ mail: { to: message.to, subject: message.subject } }, `e-mail (not sent: no SMTP_URL)\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'e-mail sent');
    },
  };
}
