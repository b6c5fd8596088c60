import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentListQuery } from '../../../contract/shared/paging.schema';
import type { Db } from '../../db/client';
import {
  banners,
  blogCategories,
  blogs,
  faqCategories,
  faqItems,
  freeAreas,
  infoMessages,
  popups,
  staticPages,
} from '../../db/schema/index';
import { tablePage } from '../../db/table-page';

/** A banner row as stored. */
export type BannerRow = typeof banners.$inferSelect;
/** A blog row as stored. */
export type BlogRow = typeof blogs.$inferSelect;
/** A popup row as stored. */
export type PopupRow = typeof popups.$inferSelect;
/** A static-page row as stored. */
export type StaticPageRow = typeof staticPages.$inferSelect;
/** A page-message row as stored. */
export type MessageRow = typeof infoMessages.$inferSelect;

/** What a shopper sees of a managed kind on `channel` now: shown, for it or every channel, in its period. */
function shownOn(
  table: { isShow: PgColumn; channelId: PgColumn; publishTo: PgColumn },
  from: PgColumn,
  channel: string | undefined,
): SQL | undefined {
  const now = new Date();
  return and(
    eq(table.isShow, 1),
    channel === undefined ? undefined : or(isNull(table.channelId), eq(table.channelId, channel)),
    or(isNull(from), lte(from, now)),
    or(isNull(table.publishTo), gt(table.publishTo, now)),
  );
}

/** One page of the blog articles shown on `channel`, newest first, and how many there are. */
export const blogPage = (db: Db, query: ContentListQuery, channel?: string) =>
  tablePage(
    db,
    blogs,
    query,
    [desc(blogs.publishedAt), desc(blogs.id)],
    shownOn(blogs, blogs.publishedAt, channel),
  );

/** A blog article shown on `channel` by key, with its category's name, if any. */
export async function findBlog(db: Db, key: string, channel?: string) {
  const [row] = await db
    .select({ blog: blogs, category: blogCategories.name })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(eq(blogs.key, key), shownOn(blogs, blogs.publishedAt, channel)))
    .limit(1);
  return row;
}

/** One page of page messages by code, and how many there are. */
export const messagePage = (db: Db, query: ContentListQuery) =>
  tablePage(db, infoMessages, query, [asc(infoMessages.code)]);

/** A page message by code, if any. */
export async function findMessage(db: Db, code: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(infoMessages).where(eq(infoMessages.code, code)).limit(1);
  return row;
}

/** One page of the shown free areas in their sort order, and how many are shown. */
export const freeAreaPage = (db: Db, query: ContentListQuery) =>
  tablePage(
    db,
    freeAreas,
    query,
    [asc(freeAreas.sort), asc(freeAreas.id)],
    eq(freeAreas.isShow, 1),
  );

/** FAQ categories in order, each with how many items it holds. */
export function faqCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: faqCategories.id,
      key: faqCategories.key,
      name: faqCategories.name,
      count: count(faqItems.id),
    })
    .from(faqCategories)
    .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

/** FAQ items with their category, in category then item order (only `category`'s when given). */
export function faqItemsOf(db: Db, category?: string) {
  return db
    .select({ item: faqItems, category: faqCategories })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqItems.categoryId, faqCategories.id))
    .where(category ? eq(faqCategories.key, category) : undefined)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id), asc(faqItems.sort), asc(faqItems.id));
}

/** The shown top-page popups in their sort order. */
export function topPopups(db: Db): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(and(eq(popups.isShow, 1), eq(popups.placement, 'top')))
    .orderBy(asc(popups.sort), asc(popups.id));
}

/** A shown popup by id (any placement), if any. */
export async function findShownPopup(db: Db, id: number): Promise<PopupRow | undefined> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.id, id), eq(popups.isShow, 1)))
    .limit(1);
  return row;
}

/** Every static page's URL and title, in id order. */
export function staticPageUrls(db: Db) {
  return db
    .select({ url: staticPages.url, title: staticPages.title })
    .from(staticPages)
    .orderBy(asc(staticPages.id));
}

/** A static page by its URL path, if any. */
export async function findStaticPage(db: Db, url: string): Promise<StaticPageRow | undefined> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.url, url)).limit(1);
  return row;
}

/** Banners shown on `channel` now by area, then sort order (only `areas`' when any are given). */
export function shownBanners(db: Db, areas: string[], channel?: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        shownOn(banners, banners.publishFrom, channel),
        areas.length ? inArray(banners.area, areas) : undefined,
      ),
    )
    .orderBy(asc(banners.area), asc(banners.sort), asc(banners.id));
}

/** A shown banner by id, if any. */
export async function findShownBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), shownOn(banners, banners.publishFrom, undefined)))
    .limit(1);
  return row;
}
