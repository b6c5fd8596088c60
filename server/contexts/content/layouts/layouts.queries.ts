import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { schemeInUse } from '../../../../contract/color/scheme-period.model';
import type {
  ColorSchemeBody,
  PageLayoutBody,
} from '../../../../contract/content/layouts-admin.schema';
import type { Db, Tx } from '../../../db/client';
import { channels, colorSchemes, pageLayouts } from '../../../db/schema/index';

/** A channel's layout of one page, if it has one. */
export async function findPageLayout(db: Db, channelId: string, page: string) {
  const [row] = await db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.channelId, channelId), eq(pageLayouts.page, page)))
    .limit(1);
  return row;
}

/**
 * A channel's colour scheme in use at `now` (`schemeInUse`: a seasonal one while its period runs,
 * else the selected one, the newest when several are flagged), if any. A channel has a handful of
 * schemes, so the rule reads them all rather than being written twice in SQL.
 */
export async function findColorSchemeInUse(db: Db, channelId: string, now: Date) {
  const rows = await db
    .select()
    .from(colorSchemes)
    .where(eq(colorSchemes.channelId, channelId))
    .orderBy(desc(colorSchemes.updatedAt), asc(colorSchemes.id));
  return schemeInUse(rows, now);
}

/** Every colour scheme with a publish period (the hourly booking of its boundaries). */
export async function colorSchemesWithPeriod(db: Db) {
  return db
    .select({
      id: colorSchemes.id,
      publishFrom: colorSchemes.publishFrom,
      publishTo: colorSchemes.publishTo,
    })
    .from(colorSchemes)
    .where(or(isNotNull(colorSchemes.publishFrom), isNotNull(colorSchemes.publishTo)));
}

/** Every page layout with a period layout (the hourly booking of its boundaries). */
export async function pageLayoutsWithSeason(db: Db) {
  return db
    .select({
      channelId: pageLayouts.channelId,
      page: pageLayouts.page,
      id: pageLayouts.id,
      seasonFrom: pageLayouts.seasonFrom,
      seasonTo: pageLayouts.seasonTo,
    })
    .from(pageLayouts)
    .where(isNotNull(pageLayouts.seasonSections));
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

/** Every page layout of a channel, by page name. */
export async function listPageLayouts(db: Db, channelId: string) {
  return db
    .select()
    .from(pageLayouts)
    .where(eq(pageLayouts.channelId, channelId))
    .orderBy(asc(pageLayouts.page));
}

/** Stores a channel's layout of one page (created or replaced) and answers the row. */
export async function upsertPageLayout(
  tx: Tx,
  channelId: string,
  page: string,
  body: PageLayoutBody,
  now: Date,
) {
  const values = { layout: body.layout, sections: body.sections, updatedAt: now };
  const [row] = await tx
    .insert(pageLayouts)
    .values({ channelId, page, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [pageLayouts.channelId, pageLayouts.page],
      set: { ...values, version: sql`${pageLayouts.version} + 1` },
    })
    .returning();
  return row;
}

/** What a back-office save writes of a page's layout: its own and (when given) its period layout. */
export type LayoutValues = PageLayoutBody &
  Partial<
    Pick<
      typeof pageLayouts.$inferInsert,
      'seasonLayout' | 'seasonSections' | 'seasonFrom' | 'seasonTo'
    >
  >;

/** Adds a channel's first layout of a page; undefined when one appeared meanwhile (nothing changed). */
export async function insertPageLayout(
  tx: Tx,
  channelId: string,
  page: string,
  body: LayoutValues,
  now: Date,
) {
  const [row] = await tx
    .insert(pageLayouts)
    .values({ channelId, page, ...body, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Replaces a channel's layout of a page as its next version. */
export async function updatePageLayout(
  tx: Tx,
  channelId: string,
  page: string,
  body: LayoutValues,
  now: Date,
) {
  const [row] = await tx
    .update(pageLayouts)
    .set({ ...body, version: sql`${pageLayouts.version} + 1`, updatedAt: now })
    .where(and(eq(pageLayouts.channelId, channelId), eq(pageLayouts.page, page)))
    .returning();
  return row;
}

/** A channel's layout of one page, locked until the transaction ends, if it has one. */
export async function lockPageLayout(tx: Tx, channelId: string, page: string) {
  const [row] = await tx
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.channelId, channelId), eq(pageLayouts.page, page)))
    .for('update');
  return row;
}

/** A channel's colour scheme by id, locked until the transaction ends, if it has it. */
export async function lockColorScheme(tx: Tx, channelId: string | null, id: number) {
  const where = channelId
    ? and(eq(colorSchemes.channelId, channelId), eq(colorSchemes.id, id))
    : eq(colorSchemes.id, id);
  const [row] = await tx.select().from(colorSchemes).where(where).for('update');
  return row;
}

/** Whether a channel exists. */
export async function channelExists(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id));
  return Boolean(row);
}

/** Removes a channel's layout of one page; whether there was one. */
export async function deletePageLayout(tx: Tx, channelId: string, page: string) {
  const rows = await tx
    .delete(pageLayouts)
    .where(and(eq(pageLayouts.channelId, channelId), eq(pageLayouts.page, page)))
    .returning({ page: pageLayouts.page });
  return rows.length > 0;
}

/** Every colour scheme of a channel, oldest first. */
export async function listColorSchemes(db: Db, channelId: string) {
  return db
    .select()
    .from(colorSchemes)
    .where(eq(colorSchemes.channelId, channelId))
    .orderBy(asc(colorSchemes.id));
}

/** Adds an unselected colour scheme to a channel. */
export async function insertColorScheme(
  db: Db | Tx,
  channelId: string,
  body: ColorSchemeBody,
  now: Date,
) {
  const [row] = await db
    .insert(colorSchemes)
    .values({ channelId, ...body, isSelected: false, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Replaces a channel's colour scheme's name and settings (and period, when given); undefined when it has no such scheme. */
export async function updateColorScheme(
  tx: Tx,
  channelId: string,
  id: number,
  body: ColorSchemeBody & { publishFrom?: Date | null; publishTo?: Date | null },
  now: Date,
) {
  const [row] = await tx
    .update(colorSchemes)
    .set({ ...body, version: sql`${colorSchemes.version} + 1`, updatedAt: now })
    .where(and(eq(colorSchemes.channelId, channelId), eq(colorSchemes.id, id)))
    .returning();
  return row;
}

/** Locks every colour scheme of a channel (in id order) until the transaction ends; their ids. */
export async function lockColorSchemes(tx: Tx, channelId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: colorSchemes.id })
    .from(colorSchemes)
    .where(eq(colorSchemes.channelId, channelId))
    .orderBy(asc(colorSchemes.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Flags `id` as the channel's selected scheme and every other one as not (rows already right stay untouched). */
export async function markSelected(tx: Tx, channelId: string, id: number, now: Date) {
  await tx
    .update(colorSchemes)
    .set({ isSelected: sql`${colorSchemes.id} = ${id}`, updatedAt: now })
    .where(
      and(
        eq(colorSchemes.channelId, channelId),
        sql`${colorSchemes.isSelected} <> (${colorSchemes.id} = ${id})`,
      ),
    );
}

/** A channel's colour scheme by id (any channel's when `channelId` is null), if there is one. */
export async function findColorScheme(db: Db | Tx, channelId: string | null, id: number) {
  const [row] = await db
    .select()
    .from(colorSchemes)
    .where(
      channelId
        ? and(eq(colorSchemes.channelId, channelId), eq(colorSchemes.id, id))
        : eq(colorSchemes.id, id),
    )
    .limit(1);
  return row;
}

/** Deletes a colour scheme; whether there was one. */
export async function deleteColorScheme(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(colorSchemes)
    .where(eq(colorSchemes.id, id))
    .returning({ id: colorSchemes.id });
  return rows.length > 0;
}
