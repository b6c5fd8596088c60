import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorSchemes, meta, pageLayouts } from '../../db/schema/index';

/** A channel's layout of one page, if it has one. */
export async function findPageLayout(db: Db, channelId: string, page: string) {
  const [row] = await db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.channelId, channelId), eq(pageLayouts.page, page)))
    .limit(1);
  return row;
}

/** A channel's selected colour scheme (the newest when several are flagged), if any. */
export async function findSelectedColorScheme(db: Db, channelId: string) {
  const [row] = await db
    .select()
    .from(colorSchemes)
    .where(and(eq(colorSchemes.channelId, channelId), eq(colorSchemes.isSelected, true)))
    .orderBy(desc(colorSchemes.updatedAt), asc(colorSchemes.id))
    .limit(1);
  return row;
}

/** When content last changed (seeding or an admin edit). */
export async function contentUpdatedAt(db: Db): Promise<Date> {
  const [row] = await db.select({ at: meta.contentUpdatedAt }).from(meta).limit(1);
  return row?.at ?? new Date(0);
}
