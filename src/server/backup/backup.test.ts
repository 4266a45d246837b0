import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/database';
import { localUrl, newBackupToken, publishAdminFile } from './admin-file';
import { restoreBackup } from './restore-backup';
import { BackupError, takeBackup } from './take-backup';

const PASSWORD = 'correct horse';
const COOKS = ['ann@example.com', 'bob@example.com', 'cat@example.com'];
const meal = (id: string) => ({ id, name: `Meal ${id}`, description: 'Kept.', ingredients: [{ name: 'Onion', quantity: '1' }] });

/**
 * `npm run backup` / `npm run restore` on the embedded database: a backup taken from the folder
 * or from the running server, restored into a fresh folder, holds every account, and each cook
 * signs in there with their password and finds their favourites.
 */
describe('backups of the embedded database', () => {
  const nextIp = addressPool(97);
  const mailer = createMemoryMailer();
  const work = mkdtempSync(join(tmpdir(), 'larder-backup-'));
  const dataDir = join(work, 'data');
  let database: Database | undefined;

  /** Signs each cook in on a database restored into `folder`, and returns their favourites. */
  async function favouritesAfterRestore(folder: string, emails: string[]) {
    const restored = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      const app = createTestApp(restored, { mailer });
      const found: Record<string, string[]> = {};
      for (const email of emails) {
        const client = createClient(app, nextIp());
        const signIn = await client.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
        expect(signIn.status, `${email} signs in on the restored database`).toBe(200);
        const body = (await (await client.request('/api/favorites')).json()) as { favorites: { mealId: string }[] };
        found[email] = body.favorites.map((row) => row.mealId);
      }
      return found;
    } finally {
      await restored.close();
    }
  }

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir });
    const app = createTestApp(database, { mailer });
    for (const email of COOKS) {
      const cook = await signUpAndVerify(app, mailer, { email, ip: nextIp(), password: PASSWORD });
      expect((await cook.request('/api/favorites', { json: { meal: meal(`fav-of-${email}`) } })).status).toBe(201);
    }
    await database.close();
    database = undefined;
  });
  afterAll(async () => {
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('takes a backup from the folder when no server holds it, and restores every account into a fresh folder', async () => {
    const file = join(work, 'from-folder.tar.gz');
    const backup = await takeBackup({ dataDir, out: file });
    expect(backup).toMatchObject({ takenBy: 'folder', accounts: COOKS });
    await expect(takeBackup({ dataDir, out: file })).rejects.toThrow(/already exists/);

    const fresh = join(work, 'restored-from-folder');
    expect(await restoreBackup({ dataDir: fresh, file })).toMatchObject({ accounts: COOKS, movedAside: undefined });
    expect(await favouritesAfterRestore(fresh, COOKS)).toEqual(Object.fromEntries(COOKS.map((email) => [email, [`fav-of-${email}`]])));
  });

  describe('with a server holding the folder', () => {
    let server: ServerType;
    let url: string;
    let app: ReturnType<typeof createTestApp>;
    const token = newBackupToken();
    let unpublish: () => void;

    beforeAll(async () => {
      database = await openDatabase({ kind: 'pglite', dataDir });
      app = createTestApp(database, { mailer, backupToken: token });
      server = await new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
      });
      const port = (server.address() as AddressInfo).port;
      url = localUrl('0.0.0.0', port);
      unpublish = publishAdminFile(dataDir, { pid: process.pid, url, token });
    });
    afterAll(async () => {
      unpublish();
      await new Promise((resolve) => server.close(resolve));
      await database?.close();
      database = undefined;
    });

    it('has the running server take it, with what was added a moment ago', async () => {
      await signUpAndVerify(app, mailer, { email: 'dan@example.com', ip: nextIp(), password: PASSWORD });
      const file = join(work, 'from-server.tar.gz');
      const backup = await takeBackup({ dataDir, out: file });
      expect(backup).toMatchObject({ takenBy: 'server', accounts: [...COOKS, 'dan@example.com'] });

      const fresh = join(work, 'restored-from-server');
      expect((await restoreBackup({ dataDir: fresh, file })).accounts).toEqual([...COOKS, 'dan@example.com']);
      expect(Object.keys(await favouritesAfterRestore(fresh, [...COOKS, 'dan@example.com']))).toHaveLength(4);
    });

    it.each([
      ['without the token', {}, 401],
      ['with a wrong token', { Authorization: `Bearer ${newBackupToken()}` }, 401],
      ['through a proxy, even with the token', { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.9' }, 403],
    ])('refuses a request %s', async (_, headers: Record<string, string>, status) => {
      const response = await fetch(`${url}/api/admin/backup`, { headers });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('refuses a request that did not come over a local socket, and does not exist without a token', async () => {
      const headers = { Authorization: `Bearer ${token}` };
      // Through the reverse proxy on loopback (the test app's usual connection): not local.
      expect((await app.request('/api/admin/backup', { headers: { ...headers, 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(403);
      // Made in-process, with no socket at all: not local either.
      expect((await app.request('/api/admin/backup', { headers }, {})).status).toBe(403);
      const noToken = createTestApp(database as Database, { mailer });
      expect((await noToken.request('/api/admin/backup', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    });
  });

  it('keeps a database already in the folder: refuses without --force, moves it aside with it', async () => {
    const file = join(work, 'from-folder.tar.gz');
    const target = join(work, 'restored-from-folder');
    await expect(restoreBackup({ dataDir: target, file })).rejects.toThrow(/already holds a database.*--force/);
    const result = await restoreBackup({ dataDir: target, file, force: true });
    expect(result.accounts).toEqual(COOKS);
    expect(result.movedAside && existsSync(join(result.movedAside, 'PG_VERSION'))).toBe(true);
  });

  it('does not restore into a folder a running server holds, nor from a file that is not a backup', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const held = join(work, 'held');
    rmSync(held, { recursive: true, force: true });
    mkdirSync(held);
    // Held as a running server holds it: the lock touched every second.
    const release = await lockDataDir(held, () => undefined);
    try {
      await expect(restoreBackup({ dataDir: held, file: junk })).rejects.toThrow(/Stop it before restoring/);
    } finally {
      release();
    }
    const target = join(work, 'restored-from-junk');
    await expect(restoreBackup({ dataDir: target, file: junk })).rejects.toThrow(BackupError);
    await expect(restoreBackup({ dataDir: target, file: junk })).rejects.toThrow(/is not a Larder backup/);
    expect(existsSync(join(target, 'pgdata'))).toBe(false);
  });
});
