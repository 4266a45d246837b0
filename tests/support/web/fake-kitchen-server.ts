import * as z from 'zod/mini';
import { KITCHEN_ITEM_SCHEMAS, KITCHEN_STATE_SCHEMAS } from '../../../src/domain/kitchen/items';
import {
  kitchenPushSchema,
  type KitchenItem,
  type KitchenPull,
  type KitchenPush,
  type KitchenPushResult,
} from '../../../src/domain/kitchen/sync';
import { ApiError } from '../../../src/web/lib/api-client';
import type { KitchenTransport } from '../../../src/web/lib/kitchen/sync-engine';

type Row = KitchenItem & { seq: number };

/**
 * The sync contract (src/domain/kitchen/sync.ts) in memory, for the page's sync engine until
 * the real server lands and in tests that need two devices: per-item versions, a monotonic
 * cursor, tombstones, idempotent change ids, last change to arrive wins, and the device whose
 * change was replaced recorded on the row.
 */
export class FakeKitchenServer {
  readonly rows = new Map<string, Row>();
  readonly applied = new Map<string, KitchenPushResult['results'][number]>();
  readonly pushes: KitchenPush[] = [];
  private seq = 0;
  private prunedSeq = 0;
  /** Set to refuse every call as a server would for a missing session. */
  signedOut = false;
  pageSize = 1_000;

  push(body: KitchenPush): KitchenPushResult {
    if (this.signedOut) throw new ApiError(401, 'unauthenticated', 'Please sign in.');
    const push = kitchenPushSchema.parse(body);
    for (const change of push.changes) {
      if (change.op === 'delete') continue;
      const schema: z.core.$ZodType | undefined =
        change.collection === 'state'
          ? KITCHEN_STATE_SCHEMAS[change.id as keyof typeof KITCHEN_STATE_SCHEMAS]
          : KITCHEN_ITEM_SCHEMAS[change.collection];
      if (!schema || !z.safeParse(schema, change.value).success)
        throw new ApiError(400, 'validation', `The value of ${change.collection}/${change.id} is not valid.`);
    }
    this.pushes.push(push);
    const results = push.changes.map((change) => {
      const done = this.applied.get(change.changeId);
      if (done) return { ...done, status: 'duplicate' as const };
      const key = `${change.collection}/${change.id}`;
      const row = this.rows.get(key);
      const version = (row?.version ?? 0) + 1;
      const overwrote = row && change.baseVersion < row.version && row.updatedByDevice !== push.deviceId ? row.updatedByDevice : null;
      this.seq += 1;
      this.rows.set(key, {
        collection: change.collection,
        id: change.id,
        version,
        deleted: change.op === 'delete',
        ...(change.op === 'put' ? { value: change.value } : {}),
        updatedAt: change.madeAt,
        updatedByDevice: push.deviceId,
        overwroteDevice: overwrote,
        seq: this.seq,
      });
      const result = { changeId: change.changeId, collection: change.collection, id: change.id, version, status: 'applied' as const };
      this.applied.set(change.changeId, result);
      return result;
    });
    return { results, cursor: String(this.seq) };
  }

  pull(since: string | null): KitchenPull {
    if (this.signedOut) throw new ApiError(401, 'unauthenticated', 'Please sign in.');
    const asked = since === null ? 0 : Number(since);
    // As the server does: a cursor from before forgotten deletions (or beyond this kitchen) starts again.
    const reset = asked > 0 && (asked < this.prunedSeq || asked > this.seq);
    const after = reset ? 0 : asked;
    const newer = [...this.rows.values()].filter((row) => row.seq > after).sort((a, b) => a.seq - b.seq);
    // A reset answer is never cut into pages (its next cursor would be behind the forgotten deletions again).
    const page = reset ? newer.filter((row) => !row.deleted) : newer.slice(0, this.pageSize);
    const last = page.at(-1)?.seq ?? after;
    return {
      cursor: String(last),
      items: page.map(({ seq: _seq, ...item }) => structuredClone(item)),
      complete: reset || page.length === newer.length,
      ...(reset ? { reset } : {}),
    };
  }

  /** Forgets the deletions so far, as the server's clean-up does: a device behind them gets a reset. */
  pruneTombstones(): void {
    for (const [key, row] of this.rows) if (row.deleted) this.rows.delete(key);
    this.prunedSeq = this.seq;
  }

  /** What the account holds for an item (undefined when deleted or never written). */
  value(collection: string, id: string): unknown {
    const row = this.rows.get(`${collection}/${id}`);
    return row && !row.deleted ? row.value : undefined;
  }

  /** A device's way in; `online()` false makes every call fail as fetch does offline. */
  transport(online: () => boolean = () => true): KitchenTransport {
    const reach = () => {
      if (!online()) throw ApiError.network();
    };
    return {
      pull: async (since) => {
        reach();
        return this.pull(since);
      },
      push: async (body) => {
        reach();
        return this.push(structuredClone(body));
      },
    };
  }
}
