import { eq } from 'drizzle-orm';
import type { PreviewKindName } from '../../../../contract/content/content-admin.schema';
import { DRAFT_KINDS } from '../../../../contract/shared/draft-preview';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import {
  banners,
  blogCategories,
  blogs,
  faqCategories,
  faqItems,
  freeAreas,
  landingPages,
  news,
  popups,
  staticPages,
} from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { landingPageAnswer, pageCoupons } from '../../commerce/api';
import {
  bannerAnswer,
  blogAnswer,
  freeAreaAnswer,
  popupAnswer,
  qaAnswer,
  staticPageAnswer,
} from '../content/index';
import { saveDraftIn } from '../content-admin/index';
import { toNews } from '../news/index';
import type { RenderOverrides } from './previews.model';

/** The page a content draft shows on, and the records it shows there instead of the stored ones. */
export type DraftPage = { pathname: string; overrides: RenderOverrides };

/** Thrown to end the draft's transaction: it carries the page out and undoes everything. */
class DraftRolledBack extends Error {
  constructor(readonly page: DraftPage) {
    super('draft rolled back');
  }
}

const missing = () => new ApiException(404, ERROR_CODES.notFound);

/** A saved blog article's page and its answer as `GET /v1/blogs/{key}` gives it (shown or not). */
async function blogPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx
    .select({ blog: blogs, category: blogCategories.name })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.id, id));
  if (!row) throw missing();
  const answer = blogAnswer(row.blog, row.category);
  const blog = row.blog.imagePath ? answer : { ...answer, draw_picture_hue: row.blog.hue };
  const pathname = `/blog/${encodeURIComponent(blog.key)}/`;
  return { pathname, overrides: { [DRAFT_KINDS.blog]: { [blog.key]: blog } } };
}

/** A saved static page at its own URL path. */
async function staticPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(staticPages).where(eq(staticPages.id, id));
  if (!row) throw missing();
  return {
    pathname: row.url,
    overrides: { [DRAFT_KINDS.staticPage]: { [row.url]: staticPageAnswer(row) } },
  };
}

/** A saved landing page with the coupons it offers (none taken: the preview is nobody's). */
async function landingPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(landingPages).where(eq(landingPages.id, id));
  if (!row) throw missing();
  const offered = (await pageCoupons(tx as unknown as Db, id)).map((r) => r.coupon);
  const page = landingPageAnswer(row, offered, new Set());
  const pathname = `/lp/${encodeURIComponent(row.slug)}/`;
  return { pathname, overrides: { [DRAFT_KINDS.landingPage]: { [row.slug]: page } } };
}

/** A saved FAQ item, shown on the FAQ page with its category. */
async function faqPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx
    .select({ item: faqItems, category: faqCategories })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(eq(faqItems.id, id));
  if (!row) throw missing();
  return {
    pathname: '/faq/',
    overrides: { [DRAFT_KINDS.qa]: { [id]: qaAnswer(row.item, row.category) } },
  };
}

/** A saved news item at `/news/{key}/`, as `GET /v1/news/{key}` gives it to a guest (unread). */
async function newsPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(news).where(eq(news.id, id));
  if (!row) throw missing();
  const pathname = `/news/${encodeURIComponent(row.key)}/`;
  return { pathname, overrides: { [DRAFT_KINDS.news]: { [row.key]: toNews(row, false) } } };
}

/** A saved banner on the top page, where its areas (main, topics) are drawn. */
async function bannerPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id));
  if (!row) throw missing();
  const answer = bannerAnswer(row);
  const banner = row.imagePath ? answer : { ...answer, draw_picture_hue: row.hue };
  return { pathname: '/', overrides: { [DRAFT_KINDS.banner]: { [id]: banner } } };
}

/** A saved free area on the top page, which draws the free areas. */
async function freeAreaPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(freeAreas).where(eq(freeAreas.id, id));
  if (!row) throw missing();
  return { pathname: '/', overrides: { [DRAFT_KINDS.freeArea]: { [id]: freeAreaAnswer(row) } } };
}

/**
 * A saved popup on the popup page (`/popup/`), which draws the top page's popups in full; on the
 * top page itself a popup is read live when the page opens, which a preview cannot change.
 */
async function popupPage(tx: Tx, id: number): Promise<DraftPage> {
  const [row] = await tx.select().from(popups).where(eq(popups.id, id));
  if (!row) throw missing();
  return { pathname: '/popup/', overrides: { [DRAFT_KINDS.popup]: { [id]: popupAnswer(row) } } };
}

const PAGES: Record<PreviewKindName, (tx: Tx, id: number) => Promise<DraftPage>> = {
  'blog-posts': blogPage,
  'static-pages': staticPage,
  'landing-pages': landingPage,
  'faq-items': faqPage,
  news: newsPage,
  banners: bannerPage,
  'free-areas': freeAreaPage,
  popups: popupPage,
};

/**
 * The page a content record would have after `fields` were saved (created when `id` is null),
 * as the storefront's API would answer it whether or not it is shown yet: the real save (the
 * same checks and 422s, sanitised rich text) runs in a transaction that is always rolled back,
 * so nothing is kept, no version, audit row, scheduled job or rebuild.
 */
export async function contentAsDrafted(
  db: Db,
  actor: Actor,
  kind: PreviewKindName,
  id: number | null,
  fields: Record<string, unknown>,
): Promise<DraftPage> {
  try {
    await db.transaction(async (tx) => {
      const savedId = await saveDraftIn(tx, actor, kind, id, fields);
      throw new DraftRolledBack(await PAGES[kind](tx, savedId));
    });
  } catch (error) {
    if (error instanceof DraftRolledBack) return error.page;
    throw error;
  }
  throw new Error('a draft transaction ended without its page');
}
