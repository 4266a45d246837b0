import { existsSync, openAsBlob } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { newPglite } from '../db/pglite';
import { dumpPglite } from '../db/database';
import { lockDataDir, lockHolder } from '../db/data-dir-lock';
import { readAdminFile } from './admin-file';
import { PGDATA, accountsInArchive } from './backup-archive';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupResult = { file: string; bytes: number; accounts: string[]; takenBy: 'server' | 'folder' };

/** A new file name for a backup taken now, e.g. larder-backup-2026-11-30T12-00-00Z.tar.gz. */
export function backupFileName(now = new Date()): string {
  return `larder-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}

/** Asks the running server holding the folder for a dump (see routes.ts). */
async function dumpFromServer(dataDir: string, pid: number): Promise<Blob> {
  const admin = readAdminFile(dataDir);
  if (!admin || admin.pid !== pid) {
    throw new BackupError(`A Larder server (process ${pid}) holds ${dataDir} but is not answering yet. Try again in a moment.`);
  }
  let response: Response;
  try {
    response = await fetch(`${admin.url}/api/admin/backup`, { headers: { Authorization: `Bearer ${admin.token}` } });
  } catch (error) {
    throw new BackupError(`The Larder server at ${admin.url} could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new BackupError(`The Larder server refused the backup (${response.status}): ${body?.error?.message ?? 'no reason given'}`);
  }
  return response.blob();
}

/** Opens the folder itself (no server holds it), locked for the duration like a server would. */
async function dumpFromFolder(dataDir: string): Promise<Blob> {
  if (!existsSync(join(dataDir, PGDATA, 'PG_VERSION'))) throw new BackupError(`There is no Larder database in ${dataDir}.`);
  const release = await lockDataDir(dataDir, () => {
    throw new BackupError(`A Larder server took ${dataDir} during the backup; this backup is not kept.`);
  });
  try {
    const client = await newPglite(join(dataDir, PGDATA));
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * A consistent copy of the embedded database in DATA_DIR, as a gzipped tar: from the running
 * server when one holds the folder, otherwise from the folder directly. The copy is opened
 * before it is kept (a backup never restored is no backup) and written under its final name
 * only once complete.
 */
export async function takeBackup({ dataDir, out }: { dataDir: string; out: string }): Promise<BackupResult> {
  const folder = resolve(dataDir);
  const file = resolve(out);
  if (existsSync(file)) throw new BackupError(`${file} already exists; name another file.`);
  const pid = lockHolder(folder);
  const takenBy = pid === undefined ? 'folder' : 'server';
  const archive = pid === undefined ? await dumpFromFolder(folder) : await dumpFromServer(folder, pid);
  let accounts: string[];
  try {
    accounts = await accountsInArchive(archive);
  } catch (error) {
    throw new BackupError(`The backup could not be opened again, so it was not kept: ${(error as Error).message}`);
  }
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, new Uint8Array(await archive.arrayBuffer()), { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: archive.size, accounts, takenBy };
}

/**
 * Reads a backup file for restoring, checked first: a file that is not a gzipped copy of a
 * database folder is refused here with a plain message (PGlite would fail on it out of reach).
 */
export async function readBackup(file: string): Promise<Blob> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const archive = await openAsBlob(file, { type: 'application/gzip' });
  let tar: Buffer;
  try {
    tar = gunzipSync(new Uint8Array(await archive.arrayBuffer()));
  } catch {
    throw new BackupError(`${file} is not a Larder backup (it is not a gzipped archive).`);
  }
  if (!tar.includes('PG_VERSION')) throw new BackupError(`${file} is not a Larder backup (it holds no database folder).`);
  return archive;
}
