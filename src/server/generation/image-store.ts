import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { illustrationUrl } from '../../catalog';
import type { Db } from '../db/database';
import { generatedImages } from '../db/schema';

/** What a picture falls back to: the meal's illustration (docs/design.md §6.10: never a broken image). */
export type ImageSubject = { name: string; cuisine?: string; ingredients: readonly { name: string }[] };

/** A picture's last use is written at most this often, so serving it is not a write each time. */
const TOUCH_EVERY_MS = 60 * 60_000;

/**
 * The query of the meal's illustration; a picture's address carries it, so the image route can
 * send the illustration when the picture has been removed.
 */
function fallbackQuery(subject: ImageSubject): string {
  return illustrationUrl({ name: subject.name, cuisine: subject.cuisine, ingredients: subject.ingredients.map((item) => item.name) }).split(
    '?',
  )[1] as string;
}

/**
 * Keeps the pictures under `limitBytes` in all: the least recently used go first. A cook's own
 * uploaded pictures, when Larder has any, must not live in this table.
 */
export async function trimImages(db: Db, limitBytes: number): Promise<number> {
  const ranked = db
    .select({
      id: generatedImages.id,
      running:
        sql<number>`sum(octet_length(${generatedImages.data})) over (order by ${generatedImages.lastUsedAt} desc, ${generatedImages.createdAt} desc, ${generatedImages.id})`.as(
          'running',
        ),
    })
    .from(generatedImages)
    .as('ranked');
  const removed = await db
    .delete(generatedImages)
    .where(
      inArray(
        generatedImages.id,
        db
          .select({ id: ranked.id })
          .from(ranked)
          .where(sql`${ranked.running} > ${limitBytes}`),
      ),
    )
    .returning({ id: generatedImages.id });
  return removed.length;
}

/** Stores a picture and answers its address; older pictures are removed past `limitBytes`. */
export async function saveImage(
  db: Db,
  image: { data: Uint8Array; contentType: string },
  subject: ImageSubject,
  limitBytes: number,
): Promise<string> {
  const [row] = await db
    .insert(generatedImages)
    .values({ contentType: image.contentType, data: Buffer.from(image.data) })
    .returning({ id: generatedImages.id });
  if (!row) throw new Error('The image could not be stored.');
  await trimImages(db, limitBytes);
  return `/api/images/${row.id}?${fallbackQuery(subject)}`;
}

/** A stored picture, marked as used; undefined when there is none (never stored, or removed). */
export async function loadImage(db: Db, id: string): Promise<{ data: Buffer; contentType: string } | undefined> {
  const [row] = await db
    .select({ data: generatedImages.data, contentType: generatedImages.contentType, lastUsedAt: generatedImages.lastUsedAt })
    .from(generatedImages)
    .where(eq(generatedImages.id, id));
  if (!row) return undefined;
  const now = Date.now();
  if (now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(generatedImages)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(generatedImages.id, id), lt(generatedImages.lastUsedAt, new Date(now - TOUCH_EVERY_MS))));
  }
  return { data: row.data, contentType: row.contentType };
}
