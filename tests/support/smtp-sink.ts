import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
  waitFor: (to: string, count?: number) => Promise<ReceivedMail>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    waitFor: async (to, count = 1) => {
      for (let i = 0; i < 200; i += 1) {
        const matching = mails.filter((mail) => mail.to.includes(to));
        if (matching.length >= count) return matching[count - 1] as ReceivedMail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail number ${count} for ${to}`);
    },
  };
}

export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/]/g, '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link with ${pathPart} in the mail`);
  return match[0].replace(/&amp;/g, '&');
}
