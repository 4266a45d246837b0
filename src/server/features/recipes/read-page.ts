import { AppError } from '../../../domain/errors';
import { IMPORT_FETCH_TIMEOUT_MS, MAX_IMPORT_PAGE_BYTES, MAX_RECIPE_IMAGE_BYTES } from '../../../domain/recipes';
import type { RecipeImportOptions } from '../../context';
import { OutboundError, safeFetch, type OutboundProblem, type SafeFetchOptions } from './fetch/safe-fetch';

export type FetchSettings = RecipeImportOptions & { allowPrivateHosts: boolean };

function toAppError(error: OutboundError): AppError {
  const code: Record<OutboundProblem, 'validation' | 'timeout' | 'provider'> = {
    'invalid-url': 'validation',
    'blocked-address': 'validation',
    'unknown-host': 'validation',
    'too-many-redirects': 'validation',
    'too-large': 'validation',
    timeout: 'timeout',
    'http-status': 'provider',
    unreachable: 'provider',
  };
  return new AppError(code[error.problem], error.message);
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  return /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1] ?? 'utf-8';
}

/** The page's text in its declared encoding; an encoding this runtime does not know reads as UTF-8. */
function decodePage(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The guard's options for one outside fetch of recipe import: the cook's settings, a size cap and what to accept. */
function fetchOptions(settings: FetchSettings, maxBytes: number, accept: string): SafeFetchOptions {
  return {
    maxBytes,
    accept,
    timeoutMs: settings.timeoutMs ?? IMPORT_FETCH_TIMEOUT_MS,
    resolve: settings.resolve,
    alsoAllow: settings.alsoAllow,
    allowPrivateHosts: settings.allowPrivateHosts,
  };
}

/** A recipe page fetched by the server under the guard, as text; the address it ended at. */
export async function fetchRecipePage(url: string, settings: FetchSettings): Promise<{ html: string; url: string }> {
  try {
    const page = await safeFetch(url, fetchOptions(settings, MAX_IMPORT_PAGE_BYTES, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5'));
    if (page.contentType && !/html|xml|text\/plain/i.test(page.contentType)) {
      throw new AppError('validation', 'That link is not a web page. Paste the link of the recipe page itself.');
    }
    return { html: decodePage(page.body, charsetOf(page.contentType, page.body)), url: page.url };
  } catch (error) {
    if (error instanceof OutboundError) throw toAppError(error);
    throw error;
  }
}

/** A recipe's picture fetched once under the same guard; undefined with the reason when it cannot be had. */
export async function fetchRecipePicture(url: string, settings: FetchSettings): Promise<{ bytes: Buffer } | { problem: string }> {
  try {
    const picture = await safeFetch(
      url,
      fetchOptions(settings, MAX_RECIPE_IMAGE_BYTES, 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8'),
    );
    return { bytes: picture.body };
  } catch (error) {
    if (error instanceof OutboundError) return { problem: error.message };
    throw error;
  }
}
