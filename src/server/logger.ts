import { OWN_API_KEY_HEADER } from '../domain/generation';
import pino from 'pino';

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { app: 'larder' } });
}
