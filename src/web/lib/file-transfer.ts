import { apiFetch, unwrap } from './api-client';

/**
 * Saves an API answer as a file the cook downloads, under the name the server gave it
 * (Content-Disposition) or `fallbackName`. A refused answer, a lost connection or a time limit
 * reached throws its ApiError (the typed client's calls go through apiFetch).
 */
export async function saveAsDownload(request: Promise<Response>, fallbackName: string): Promise<void> {
  const response = await request;
  if (!response.ok) await unwrap(Promise.resolve(response));
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Sends a JSON file the cook chose to `path` as its own bytes, not a re-encoding: the server
 * counts and checks them as they arrive, and checks the file whole before it writes anything.
 */
export async function postJsonFile(path: string, file: File): Promise<unknown> {
  const text = await file.text();
  return unwrap(apiFetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text, timeout: 'extended' }));
}
