import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, pagePreviews } from '../../../db/schema';
import { staffMayEdit } from '../../back-office/api';

/** A preview link to store: its token's hash, who made it, what it renders, until when. */
export type NewPreview = typeof pagePreviews.$inferInsert;

/** Stores a preview link, and deletes the links that have expired (any node may serve the new one). */
export async function insertPreview(db: Db, preview: NewPreview, now: Date): Promise<void> {
  await db.delete(pagePreviews).where(lt(pagePreviews.expiresAt, now));
  await db.insert(pagePreviews).values(preview);
}

/**
 * The preview of a token's hash while it has not expired and the person who made it may still
 * edit the catalogue (enabled, owner or editor); undefined otherwise.
 */
export async function livePreview(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      channelId: pagePreviews.channelId,
      pathname: pagePreviews.pathname,
      overrides: pagePreviews.overrides,
      expiresAt: pagePreviews.expiresAt,
      staffId: pagePreviews.staffId,
    })
    .from(pagePreviews)
    .where(and(eq(pagePreviews.tokenHash, tokenHash), gt(pagePreviews.expiresAt, now)))
    .limit(1);
  if (!row || !(await staffMayEdit(db, row.staffId))) return undefined;
  const { staffId: _maker, ...preview } = row;
  return preview;
}

/** A channel's settings (its host names among them), or undefined when there is no such channel. */
export async function channelSettings(db: Db, channelId: string) {
  const [row] = await db
    .select({ settings: channels.settings })
    .from(channels)
    .where(eq(channels.id, channelId))
    .limit(1);
  return row?.settings;
}
