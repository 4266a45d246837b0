import { expect } from '@playwright/test';

type SinkMail = { to: string[]; text: string };

/** Waits for the n-th mail to an address in the test mail sink and returns the link it carries. */
export async function linkFromMail(to: string, pathPart: string, nth = 1): Promise<string> {
  const sink = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}`;
  let mails: SinkMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await fetch(`${sink}/messages?to=${encodeURIComponent(to)}`)).json()) as SinkMail[];
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  const text = mails[nth - 1]?.text ?? '';
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPart} link in the mail to ${to}`);
  return match[0].replace(/&amp;/g, '&');
}

let counter = 0;
/** A fresh address per test run, so reruns against one data folder never collide. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}
