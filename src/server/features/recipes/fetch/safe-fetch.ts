import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { isPublicAddress } from './public-address';

/** What a name resolves to. Tests inject their own, so none of them asks real DNS. */
export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A desktop browser's user agent: some recipe sites refuse anything else. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type OutboundProblem =
  'invalid-url' | 'blocked-address' | 'unknown-host' | 'too-many-redirects' | 'too-large' | 'timeout' | 'http-status' | 'unreachable';

export class OutboundError extends Error {
  constructor(
    readonly problem: OutboundProblem,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export type SafeFetchOptions = {
  maxBytes: number;
  timeoutMs: number;
  accept: string;
  maxRedirects?: number;
  resolve?: Resolver;
  /** IMPORT_ALLOW_PRIVATE_HOSTS: every address is allowed. For tests against local servers only. */
  allowPrivateHosts?: boolean;
  /** Tests only: addresses allowed besides public ones (their fixture server on 127.0.0.1). */
  alsoAllow?: (address: string) => boolean;
  signal?: AbortSignal;
};

export type FetchedResource = { url: string; status: number; contentType: string; body: Buffer };

type Hop = { url: URL; address: string; family: number };

function allowed(address: string, options: SafeFetchOptions): boolean {
  return options.allowPrivateHosts === true || isPublicAddress(address) || options.alsoAllow?.(address) === true;
}

/**
 * Checks one URL before any connection: http(s) only, no credentials, and every address its
 * host resolves to public (one private answer refuses the host). Answers the checked address
 * the connection must use, so a second DNS answer cannot swap it (DNS rebinding).
 */
async function checkHop(target: URL, options: SafeFetchOptions): Promise<Hop> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new OutboundError('invalid-url', 'Only http and https links can be imported.');
  if (target.username || target.password) throw new OutboundError('invalid-url', 'Links with a user name or password cannot be imported.');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new OutboundError('invalid-url', 'That link has no site in it.');
  if (isIP(host)) {
    if (!allowed(host, options))
      throw new OutboundError('blocked-address', 'That address is on a private network, so Larder will not fetch it.');
    return { url: target, address: host, family: isIP(host) };
  }
  let answers: readonly { address: string; family: number }[];
  try {
    answers = await (options.resolve ?? systemResolver)(host);
  } catch {
    throw new OutboundError('unknown-host', `The site ${host} could not be found.`);
  }
  if (answers.length === 0) throw new OutboundError('unknown-host', `The site ${host} could not be found.`);
  if (answers.some((answer) => !allowed(answer.address, options))) {
    throw new OutboundError('blocked-address', `${host} points to a private network, so Larder will not fetch it.`);
  }
  const chosen = answers.find((answer) => answer.family === 4) ?? answers[0];
  if (!chosen) throw new OutboundError('unknown-host', `The site ${host} could not be found.`);
  return { url: target, address: chosen.address, family: chosen.family };
}

function decoder(encoding: string | undefined): Transform | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

function sendRequest(hop: Hop, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  // The connection goes to the address checked above, whatever DNS would answer now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: hop.address, family: hop.family },
      ]);
    else callback(null, hop.address, hop.family);
  };
  const request = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(hop.url, {
      method: 'GET',
      lookup: pinned,
      agent: false,
      signal,
      headers: {
        'User-Agent': BROWSER_USER_AGENT,
        Accept: options.accept,
        'Accept-Language': 'en-GB,en;q=0.9',
        'Accept-Encoding': 'gzip, deflate, br',
      },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError('too-large', `The page is larger than ${Math.round(maxBytes / 1_000_000)} MB.`);
  }
  const decode = decoder(response.headers['content-encoding']);
  const stream = decode ? response.pipe(decode) : response;
  if (decode) response.on('error', (error) => decode.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      // Counted after decompression, so a small compressed bomb is cut off too.
      if (size > maxBytes) throw new OutboundError('too-large', `The page is larger than ${Math.round(maxBytes / 1_000_000) || 1} MB.`);
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
    decode?.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches an outside URL with care: each hop (the first and every redirect) checked before it
 * connects, the connection pinned to the checked address, a browser's user agent and no
 * cookies, and caps on redirects, bytes (after decompression) and time.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedResource> {
  let target: URL;
  try {
    target = new URL(address);
  } catch {
    throw new OutboundError('invalid-url', 'That is not a web address.');
  }
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const maxRedirects = options.maxRedirects ?? 5;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await checkHop(target, options);
      if (signal.aborted) throw signal.reason;
      const response = await sendRequest(hop, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new OutboundError('too-many-redirects', 'The link redirects too many times.');
        try {
          target = new URL(location, target);
        } catch {
          throw new OutboundError('invalid-url', 'The site redirected to an address that is not valid.');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new OutboundError(
          'http-status',
          `The site answered ${status}${status === 403 || status === 401 ? ' (it refuses servers: paste the page’s HTML instead)' : ''}.`,
          status,
        );
      }
      const body = await readBody(response, options.maxBytes);
      return { url: target.toString(), status, contentType: String(response.headers['content-type'] ?? ''), body };
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (deadline.aborted)
      throw new OutboundError('timeout', `The site did not answer within ${Math.round(options.timeoutMs / 1000) || 1} seconds.`);
    if (options.signal?.aborted) throw error;
    throw new OutboundError('unreachable', 'The site could not be reached.');
  }
}
