import { queryOptions, useQuery } from '../../../lib/query';
import * as z from 'zod/mini';
import { configCheckResponseSchema } from '../../../../domain/config/config-check';
import { useDeviceOnly } from '../../../lib/kitchen/kitchen-context';

/** Spec shell §9: the configuration check's time-out, attempts and the waits between them. */
export const CONFIG_CHECK_TIMEOUT_MS = 15_000;
export const CONFIG_CHECK_RETRY_WAITS_MS = [1_500, 3_000] as const;
export const CONFIG_CHECK_ATTEMPTS = CONFIG_CHECK_RETRY_WAITS_MS.length + 1;

/** Spec shell §8: why a check failed, as the cook reads it. */
export const CONFIG_CHECK_FAILURES = {
  timeout: 'Request timeout checking API configuration',
  network: 'Network error: Unable to connect to the API configuration endpoint. Check your internet connection.',
  status: (status: number) => `Failed to connect to server: ${status}`,
  format: 'Invalid response format',
} as const;

export const CONFIG_CHECK_PATH = '/api/config/check';

/**
 * What GET /api/config/check answers, checked with the server's own schema; an older server that
 * sends only the spec's three fields (or no model budget, from before issue #14) still counts.
 */
export const serverConfigCheckSchema = z.required(z.partial(configCheckResponseSchema), {
  hasServerKey: true,
  isConfigured: true,
  message: true,
});
export type ServerConfigCheck = z.infer<typeof serverConfigCheckSchema>;

/**
 * A check that reached the server. `isConfigured` counts a key of the cook's own in this browser
 * too (spec §7); `serverConfigured` is the server's own verdict on its key.
 */
export type ConfigCheck = ServerConfigCheck & { serverConfigured: boolean; userKeyPresent: boolean };
/** A check that could not be made: reported as 'no key' with the reason, never thrown. */
export type ConfigCheckFailure = { hasServerKey: false; isConfigured: false; message: string };
export type ConfigCheckResult = ConfigCheck | ConfigCheckFailure;

export const isCheckFailure = (result: ConfigCheckResult): result is ConfigCheckFailure => !('userKeyPresent' in result);

/** A request id for the server log; `randomUUID` is missing outside secure contexts. */
function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The check request: a cache-busting timestamp, no-cache headers and a request id. */
export function configCheckRequest(signal?: AbortSignal): { url: string; init: RequestInit } {
  return {
    url: `${CONFIG_CHECK_PATH}?t=${Date.now()}`,
    init: {
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache, no-store, must-revalidate',
        Pragma: 'no-cache',
        'X-Request-Id': requestId(),
      },
      signal,
    },
  };
}

class CheckFailed extends Error {}

async function checkOnce(): Promise<ServerConfigCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_CHECK_TIMEOUT_MS);
  const reason = (fallback: string) => (controller.signal.aborted ? CONFIG_CHECK_FAILURES.timeout : fallback);
  try {
    const { url, init } = configCheckRequest(controller.signal);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch {
      throw new CheckFailed(reason(CONFIG_CHECK_FAILURES.network));
    }
    if (!response.ok) throw new CheckFailed(CONFIG_CHECK_FAILURES.status(response.status));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CheckFailed(reason(CONFIG_CHECK_FAILURES.format));
    }
    const parsed = serverConfigCheckSchema.safeParse(body);
    if (!parsed.success) throw new CheckFailed(CONFIG_CHECK_FAILURES.format);
    return parsed.data;
  } finally {
    clearTimeout(timer);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server how AI generation is configured: up to three attempts, waiting 1.5 s and then
 * 3 s between them. It never throws; a check that cannot be made reports 'no key' with the reason.
 */
export async function checkApiConfiguration(userKeyPresent: boolean): Promise<ConfigCheckResult> {
  let failure: string = CONFIG_CHECK_FAILURES.network;
  for (let attempt = 0; attempt < CONFIG_CHECK_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await wait(CONFIG_CHECK_RETRY_WAITS_MS[attempt - 1] ?? 0);
    try {
      const server = await checkOnce();
      return { ...server, serverConfigured: server.isConfigured, isConfigured: server.isConfigured || userKeyPresent, userKeyPresent };
    } catch (error) {
      failure = error instanceof CheckFailed ? error.message : CONFIG_CHECK_FAILURES.network;
    }
  }
  return { hasServerKey: false, isConfigured: false, message: failure };
}

export const CONFIG_CHECK_QUERY_KEY = ['config-check'] as const;

export const getConfigCheckQueryOptions = (userKeyPresent: boolean) =>
  queryOptions({
    queryKey: [...CONFIG_CHECK_QUERY_KEY, userKeyPresent],
    queryFn: () => checkApiConfiguration(userKeyPresent),
    // The retries live in checkApiConfiguration, with the spec's waits.
    staleTime: 0,
  });

/** The check, counting the cook's own key kept in this browser (spec shell §7). */
export function useConfigCheck() {
  const userKeyPresent = Boolean(useDeviceOnly().ownApiKey);
  return useQuery(getConfigCheckQueryOptions(userKeyPresent));
}
