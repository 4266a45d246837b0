import { CONFIG_CHECK_TIMEOUT_MS, configCheckRequest } from './check-config';

/** Spec shell §3: what a direct request to the configuration endpoint showed. */
export type NetworkTestResult = {
  statusCode?: number;
  headers?: Record<string, string>;
  body?: unknown;
  parseError?: string;
  rawText?: string;
  error?: string;
  details?: string;
};

/** 200 is the only answer that counts as a working endpoint. */
export const networkTestPassed = (result: NetworkTestResult) => result.statusCode === 200;

/** The configuration check made once and by hand, keeping everything the server sent. Never throws. */
export async function runNetworkTest(): Promise<NetworkTestResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_CHECK_TIMEOUT_MS);
  try {
    const { url, init } = configCheckRequest(controller.signal);
    const response = await fetch(url, init);
    const headers = Object.fromEntries(response.headers.entries());
    const rawText = await response.text();
    try {
      return { statusCode: response.status, headers, body: JSON.parse(rawText) as unknown };
    } catch (error) {
      return { statusCode: response.status, headers, parseError: error instanceof Error ? error.message : String(error), rawText };
    }
  } catch (error) {
    return {
      error: controller.signal.aborted ? 'Request timeout checking API configuration' : 'Network request failed',
      details: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
