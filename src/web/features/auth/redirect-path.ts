import { readStored, removeStored, writeStored } from '../../lib/storage';

/** Where a cook was going when sent to sign in (spec shell §3: a stored origin path). */
const KEY = 'auth_redirect_path';

export function rememberRedirectPath(path: string): void {
  writeStored('session', KEY, path);
}

/** The stored path (only same-site paths), cleared once read; '/' when there is none. */
export function takeRedirectPath(): string {
  const path = readStored('session', KEY);
  removeStored('session', KEY);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth') ? path : '/';
}

let signingOut = false;

/** Set while the cook signs out, so a protected screen sends them home rather than to /auth. */
export function markSigningOut(): void {
  signingOut = true;
}

export function takeSigningOut(): boolean {
  const value = signingOut;
  signingOut = false;
  return value;
}
