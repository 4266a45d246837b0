import { OWN_API_KEY_HEADER } from '../domain/generation';
import pino from 'pino';
import { createLogDestination, type LogDestination, type LogStream } from './log-destination';

export type Logger = pino.Logger;

/** Keys whose values never reach a log line, wherever they appear. */
const REDACT = [
  'OPENAI_API_KEY',
  'AUTH_SECRET',
  'apiKey',
  'password',
  'token',
  'authorization',
  'cookie',
  '*.apiKey',
  '*.password',
  '*.token',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
  `headers["${OWN_API_KEY_HEADER}"]`,
];

/** One destination for standard output, however many loggers write to it. */
let stdout: LogDestination | undefined;

/** The server's logger: JSON lines on standard output, written without ever blocking (log-destination.ts). */
export function createLogger(level: string, stream?: LogStream): Logger {
  const destination = stream ? createLogDestination(stream) : (stdout ??= createLogDestination(process.stdout));
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { app: 'larder' } }, destination);
}
