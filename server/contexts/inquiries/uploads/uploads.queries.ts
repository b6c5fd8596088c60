import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { uploadFiles } from '../../../db/schema/index';

/** Columns of an upload without its content. */
const meta = {
  id: uploadFiles.id,
  key: uploadFiles.key,
  userId: uploadFiles.userId,
  name: uploadFiles.name,
  mime: uploadFiles.mime,
  size: uploadFiles.size,
  inquiryId: uploadFiles.inquiryId,
  commentId: uploadFiles.commentId,
};

/** Stores an upload and answers its row without the content. */
export async function insertUpload(
  db: Db,
  values: {
    key: string;
    userId: number | null;
    dir: string;
    name: string;
    mime: string;
    content: Buffer;
  },
) {
  const [row] = await db
    .insert(uploadFiles)
    .values({ ...values, size: values.content.length })
    .returning(meta);
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

/** An upload with its content, by its public key. */
export async function findUpload(db: Db, key: string) {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.key, key));
  return row;
}

/**
 * Attaches the given uploads to an inquiry or a comment when every one belongs to `userId` (null:
 * a guest's upload) and none is attached yet; false (nothing attached) otherwise.
 */
export async function attachUploads(
  tx: Tx,
  keys: readonly string[],
  userId: number | null,
  to: { inquiryId: number; commentId?: number },
): Promise<boolean> {
  if (keys.length === 0) return true;
  const unique = [...new Set(keys)];
  const owner = userId === null ? isNull(uploadFiles.userId) : eq(uploadFiles.userId, userId);
  const done = await tx
    .update(uploadFiles)
    .set({ inquiryId: to.inquiryId, commentId: to.commentId ?? null })
    .where(and(inArray(uploadFiles.key, unique), owner, isNull(uploadFiles.inquiryId)))
    .returning({ id: uploadFiles.id });
  return done.length === unique.length && unique.length === keys.length;
}

/** The uploads attached to an inquiry (its own and its comments'), without content. */
export function uploadsOfInquiry(db: Db, inquiryId: number) {
  return db
    .select(meta)
    .from(uploadFiles)
    .where(eq(uploadFiles.inquiryId, inquiryId))
    .orderBy(uploadFiles.id);
}
