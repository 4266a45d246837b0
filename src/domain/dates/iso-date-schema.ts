import * as z from 'zod/mini';
import { ISO_DATE_MESSAGE, isIsoDate } from './iso-date';

/** A calendar date, 'YYYY-MM-DD', that exists (no 31 February). */
export const isoDateSchema = z.string().check(z.refine(isIsoDate, ISO_DATE_MESSAGE));
