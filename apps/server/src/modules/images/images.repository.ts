import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageVariants, storedImages } from '../../db/schema/system';

export interface NewStoredImage {
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
  createdBy: number | null;
}

/** Ids of stored images by content hash (one per hash, the oldest when several exist). */
export async function findImageIdsBySha256(db: Db, sha256s: readonly string[]) {
  if (sha256s.length === 0) return new Map<string, { id: string; contentType: string }>();
  const rows = await db
    .select({ id: storedImages.id, sha256: storedImages.sha256, contentType: storedImages.contentType })
    .from(storedImages)
    .where(inArray(storedImages.sha256, [...sha256s]))
    .orderBy(asc(storedImages.createdAt));
  const found = new Map<string, { id: string; contentType: string }>();
  for (const row of rows) if (!found.has(row.sha256)) found.set(row.sha256, row);
  return found;
}

/** Inserts in one statement; ids come back in the order of `images`. */
export async function insertImages(db: Db, images: readonly NewStoredImage[]) {
  if (images.length === 0) return [];
  const rows = await db
    .insert(storedImages)
    .values([...images])
    .returning({ id: storedImages.id, sha256: storedImages.sha256 });
  return images.map((image) => {
    const row = rows.find((candidate) => candidate.sha256 === image.sha256);
    if (!row) throw new Error('insert into stored_images returned no row');
    return row.id;
  });
}

/** Everything about an image except its bytes, so a revalidation never reads them. */
export async function findImageInfo(db: Db, id: string) {
  const [row] = await db
    .select({
      id: storedImages.id,
      contentType: storedImages.contentType,
      width: storedImages.width,
      height: storedImages.height,
      sha256: storedImages.sha256,
    })
    .from(storedImages)
    .where(eq(storedImages.id, id))
    .limit(1);
  return row;
}

export async function findImageData(db: Db, id: string) {
  const [row] = await db
    .select({ data: storedImages.data })
    .from(storedImages)
    .where(eq(storedImages.id, id))
    .limit(1);
  return row?.data;
}

export async function findVariantData(db: Db, imageId: string, width: number, contentType: string) {
  const [row] = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.imageId, imageId),
        eq(imageVariants.width, width),
        eq(imageVariants.contentType, contentType),
      ),
    )
    .limit(1);
  return row?.data;
}

/** Two requests may render the same variant at once; the first insert wins and both bytes are equal. */
export async function insertVariant(
  db: Db,
  variant: { imageId: string; width: number; contentType: string; data: Buffer },
) {
  await db.insert(imageVariants).values(variant).onConflictDoNothing();
}
