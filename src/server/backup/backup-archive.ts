import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../db/pglite';

/** The database folder inside DATA_DIR (see db/database.ts). */
export const PGDATA = 'pgdata';

/** The e-mail addresses of every account in an archive, read by opening it in memory. */
export async function accountsInArchive(archive: Blob): Promise<string[]> {
  const client = await newPglite(undefined, { loadDataDir: archive });
  try {
    return await accountsIn(client);
  } finally {
    await client.close();
  }
}

export async function accountsIn(client: PGlite): Promise<string[]> {
  const result = await client.query<{ email: string }>('select email from "user" order by email');
  return result.rows.map((row) => row.email);
}
