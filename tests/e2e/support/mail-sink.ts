// A mail sink for the browser tests: a real SMTP server the app sends to, and a small HTTP
// endpoint the tests read messages from. Started by playwright.config.ts; loopback only.
import { createServer } from 'node:http';
import { startSmtpSink } from '../../support/smtp-sink';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);

const sink = await startSmtpSink(smtpPort);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  const to = url.searchParams.get('to') ?? '';
  const mails = sink.mails.filter((mail) => mail.to.includes(to)).map((mail) => ({ to: mail.to, text: mail.text }));
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(mails));
}).listen(httpPort, '127.0.0.1');
