import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generatedImages } from '../db/schema';

export async function saveImage(db: Db, image: { data: Uint8Array; contentType: string }): Promise<string> {
  const [row] = await db
    .insert(generatedImages)
    .values({ contentType: image.contentType, data: Buffer.from(image.data) })
    .returning({ id: generatedImages.id });
  if (!row) throw new Error('The image could not be stored.');
  return `/api/images/${row.id}`;
}

export async function loadImage(db: Db, id: string): Promise<{ data: Buffer; contentType: string } | undefined> {
  const [row] = await db
    .select({ data: generatedImages.data, contentType: generatedImages.contentType })
    .from(generatedImages)
    .where(eq(generatedImages.id, id));
  return row;
}
