import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { newPglite } from '../db/pglite';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { PGDATA, accountsIn } from './backup-archive';
import { BackupError, readBackup } from './take-backup';

export type RestoreResult = { dataDir: string; accounts: string[]; movedAside?: string };

/**
 * Puts a backup into DATA_DIR. No server may hold the folder; a database already there is kept,
 * moved aside (only with `force`), and put back if the restore fails. The next start migrates
 * an older backup like any older database.
 */
export async function restoreBackup({
  dataDir,
  file,
  force = false,
}: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const folder = resolve(dataDir);
  let release: () => void;
  try {
    release = await lockDataDir(folder, () => {
      throw new BackupError(`A Larder server took ${folder} during the restore: stop it and restore again.`);
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(`${error.message.split('. ')[0]}. Stop it before restoring.`);
    throw error;
  }
  const target = join(folder, PGDATA);
  let movedAside: string | undefined;
  try {
    const archive = await readBackup(resolve(file));
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!force) {
        throw new BackupError(`${folder} already holds a database. Restore with --force to move it aside first (nothing is deleted).`);
      }
      movedAside = join(
        folder,
        `${PGDATA}.before-restore-${new Date()
          .toISOString()
          .replace(/\.\d+Z$/, 'Z')
          .replace(/:/g, '-')}`,
      );
      await rename(target, movedAside);
    }
    try {
      const client = await newPglite(target, { loadDataDir: archive });
      try {
        const accounts = await accountsIn(client);
        return { dataDir: folder, accounts, movedAside };
      } finally {
        await client.close();
      }
    } catch (error) {
      await rm(target, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, target);
      throw new BackupError(`The backup could not be restored, and ${folder} is as it was: ${(error as Error).message}`);
    }
  } finally {
    release();
  }
}
