import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ContentListQuery } from '../../../../contract/shared/paging.schema';
import type { Db } from '../../../db/client';
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
} from '../../../db/schema/index';
import { shownNow as shownOn } from '../../../db/shown-now';
import { tablePage } from '../../../db/table-page';

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

/** One page of the page messages shown on `channel` now, by code, and how many there are. */
export const messagePage = (db: Db, query: ContentListQuery, channel?: string) =>
  tablePage(
    db,
    infoMessages,
    query,
    [asc(infoMessages.code)],
    shownOn(infoMessages, infoMessages.publishFrom, channel),
  );

/** A page message shown on `channel` now by code, if any. */
export async function findMessage(
  db: Db,
  code: string,
  channel?: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(infoMessages)
    .where(
      and(eq(infoMessages.code, code), shownOn(infoMessages, infoMessages.publishFrom, channel)),
    )
    .limit(1);
  return row;
}

/** One page of the free areas shown on `channel` now in their sort order, and how many there are. */
export const freeAreaPage = (db: Db, query: ContentListQuery, channel?: string) =>
  tablePage(
    db,
    freeAreas,
    query,
    [asc(freeAreas.sort), asc(freeAreas.id)],
    shownOn(freeAreas, freeAreas.publishFrom, channel),
  );

/** FAQ categories shown on `channel` now, in order, each with how many shown items it holds. */
export function faqCategoriesWithCounts(db: Db, channel?: string) {
  return db
    .select({
      id: faqCategories.id,
      key: faqCategories.key,
      name: faqCategories.name,
      count: count(faqItems.id),
    })
    .from(faqCategories)
    .leftJoin(
      faqItems,
      and(
        eq(faqItems.categoryId, faqCategories.id),
        shownOn(faqItems, faqItems.publishFrom, channel),
      ),
    )
    .where(shownOn(faqCategories, faqCategories.publishFrom, channel))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

/**
 * FAQ items shown on `channel` now, in shown categories, with their category, in category then
 * item order (only `category`'s when given).
 */
export function faqItemsOf(db: Db, category?: string, channel?: string) {
  return db
    .select({ item: faqItems, category: faqCategories })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqItems.categoryId, faqCategories.id))
    .where(
      and(
        category ? eq(faqCategories.key, category) : undefined,
        shownOn(faqItems, faqItems.publishFrom, channel),
        shownOn(faqCategories, faqCategories.publishFrom, channel),
      ),
    )
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id), asc(faqItems.sort), asc(faqItems.id));
}

/** The top-page popups shown on `channel` now, in their sort order. */
export function topPopups(db: Db, channel?: string): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(and(shownOn(popups, popups.publishFrom, channel), eq(popups.placement, 'top')))
    .orderBy(asc(popups.sort), asc(popups.id));
}

/** A popup shown on `channel` now by id (any placement), if any. */
export async function findShownPopup(
  db: Db,
  id: number,
  channel?: string,
): Promise<PopupRow | undefined> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.id, id), shownOn(popups, popups.publishFrom, channel)))
    .limit(1);
  return row;
}

/** The URL and title of every static page shown on `channel` now, in the editors' order. */
export function staticPageUrls(db: Db, channel?: string) {
  return db
    .select({ url: staticPages.url, title: staticPages.title })
    .from(staticPages)
    .where(shownOn(staticPages, staticPages.publishFrom, channel))
    .orderBy(asc(staticPages.sort), asc(staticPages.id));
}

/** A static page shown on `channel` now by its URL path, if any. */
export async function findStaticPage(
  db: Db,
  url: string,
  channel?: string,
): Promise<StaticPageRow | undefined> {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.url, url), shownOn(staticPages, staticPages.publishFrom, channel)))
    .limit(1);
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
