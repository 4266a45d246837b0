import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by a running server into its data folder: where and how `npm run backup` asks it. */
export const ADMIN_FILE = 'larder-admin.json';

const adminFileSchema = z.object({ pid: z.number().int(), url: z.string().url(), token: z.string().min(32) });
export type AdminFile = z.infer<typeof adminFileSchema>;

export const newBackupToken = () => randomBytes(32).toString('base64url');

/** The address a process on this machine reaches the server at. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Writes the file (readable by its owner only: the token is as secret as the data beside it)
 * and returns a function that removes it.
 */
export function publishAdminFile(dataDir: string, entry: AdminFile): () => void {
  const path = join(dataDir, ADMIN_FILE);
  writeFileSync(path, JSON.stringify(entry), { mode: 0o600 });
  return () => rmSync(path, { force: true });
}

export function readAdminFile(dataDir: string): AdminFile | undefined {
  try {
    const parsed = adminFileSchema.safeParse(JSON.parse(readFileSync(join(dataDir, ADMIN_FILE), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
