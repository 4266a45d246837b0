import type { KitchenChange, KitchenPull } from '../../src/domain/kitchen';
import type { Database } from '../../src/server/db/database';
import { user } from '../../src/server/db/schema';
import { pullKitchen, type PageSize } from '../../src/server/features/kitchen/pull-kitchen';
import { pushChanges } from '../../src/server/features/kitchen/push-changes';
import { createLogger } from '../../src/server/logger';

const logger = createLogger('silent');

/**
 * A cook made straight in the user table, using the kitchen's services without HTTP: for tests
 * about the kitchen itself (pages, pruning, concurrency), not about signing in.
 */
export async function serviceCook(database: Database, userId: string) {
  await database.db.insert(user).values({ id: userId, name: 'Cook', email: `${userId}@example.com` });
  const send = (changes: KitchenChange[], deviceId = 'device-one') =>
    pushChanges({ db: database.db, userId, push: { deviceId, changes }, logger });
  const read = (since = 0, page?: PageSize) => pullKitchen({ db: database.db, userId, since, logger, page });
  /** Every page from `since` on, as a device pulls until the answer is complete. */
  async function readAll(since = 0, page?: PageSize): Promise<KitchenPull[]> {
    const pages: KitchenPull[] = [];
    for (let cursor = since; ;) {
      const answer = await read(cursor, page);
      pages.push(answer);
      cursor = Number(answer.cursor);
      if (answer.complete) return pages;
    }
  }
  return { userId, send, read, readAll };
}
