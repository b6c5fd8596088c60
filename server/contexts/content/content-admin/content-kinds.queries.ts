import { and, count, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import type { ContentKindName } from '../../../../contract/content/content-admin.schema';
import type { Db, Tx } from '../../../db/client';
import {
  banners,
  blogCategories,
  blogs,
  faqCategories,
  faqItems,
  infoMessages,
  news,
  staticPages,
} from '../../../db/schema/index';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { commonRead, commonWrite, date, iso } from './content-kind-fields.queries';
import { PROMO_KINDS } from './promo-kinds.queries';

/** A stored row of any managed kind, as Drizzle reads it. */
export type ContentRow = Record<string, unknown> & {
  id: number;
  version: number;
  sort: number;
  isShow: number;
  channelId: string | null;
  publishTo: Date | null;
  updatedAt: Date;
};
/** A kind's fields, as its save schema gives them and a version keeps them. */
export type Fields = Record<string, unknown>;
/** Field errors, Japanese, per field. */
export type FieldErrors = Record<string, string[]>;

/**
 * One content kind on the generic pattern: its table and the shared columns in it, how its
 * fields map to columns and back, its own checks, and the change kind its saves record (what
 * the site's build re-reads). Adding a kind is a schema (src/lib/content/content-admin.schema.ts)
 * and one of these.
 */
export type ManagedKind = {
  name: ContentKindName;
  table: PgTable;
  columns: {
    id: PgColumn;
    sort: PgColumn;
    channelId: PgColumn;
    publishFrom: PgColumn;
    key?: PgColumn;
    /** The date an unordered list sorts by when it is not the publish start (a news item's date). */
    listDate?: PgColumn;
  };
  /** Lists order by `sort` (editors reorder them) or newest first by publish date. */
  ordered: boolean;
  changeKind: string;
  read: (row: ContentRow) => Fields;
  write: (fields: Fields) => Record<string, unknown>;
  check?: (tx: Tx, fields: Fields, id: number | null) => Promise<FieldErrors>;
  /** Why a record may not be deleted now (Japanese), or null. */
  removable?: (tx: Tx, id: number) => Promise<string | null>;
  /** Fields kept in another table (a landing page's coupons): read onto rows by id, written after the row. */
  related?: {
    read: (db: Db | Tx, ids: number[]) => Promise<Map<number, Fields>>;
    write: (tx: Tx, id: number, fields: Fields) => Promise<void>;
  };
};

/** 422 on `key` when another record of the table has the slug. */
async function slugErrors(
  tx: Tx,
  table: PgTable,
  key: PgColumn,
  id: PgColumn,
  f: Fields,
  self: number | null,
) {
  const [taken] = await tx
    .select({ id })
    .from(table)
    .where(and(eq(key, String(f.key)), self === null ? undefined : ne(id, self)))
    .limit(1);
  const errors: FieldErrors = taken ? { key: [M.slugTaken] } : {};
  return errors;
}

const bannerKind: ManagedKind = {
  name: 'banners',
  table: banners,
  columns: {
    id: banners.id,
    sort: banners.sort,
    channelId: banners.channelId,
    publishFrom: banners.publishFrom,
  },
  ordered: true,
  changeKind: 'banner',
  read: (row) => ({
    ...commonRead(row),
    area: row.area,
    title: row.title,
    link: row.link,
    image_path: row.imagePath,
    alt: row.alt,
  }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    area: f.area,
    title: f.title,
    link: f.link,
    imagePath: f.image_path,
    alt: f.alt,
  }),
};

const blogPostKind: ManagedKind = {
  name: 'blog-posts',
  table: blogs,
  columns: {
    id: blogs.id,
    sort: blogs.sort,
    channelId: blogs.channelId,
    publishFrom: blogs.publishedAt,
    key: blogs.key,
  },
  ordered: false,
  changeKind: 'blog',
  read: (row) => ({
    ...commonRead(row),
    key: row.key,
    title: row.title,
    summary: row.summary,
    body: row.bodyHtml,
    category_id: row.categoryId,
    image_path: row.imagePath,
    image_alt: row.imageAlt,
  }),
  write: (f) => ({
    ...commonWrite(f),
    publishedAt: date(f.publish_from) ?? new Date(),
    key: f.key,
    title: f.title,
    summary: f.summary,
    bodyHtml: sanitizeRichHtml(String(f.body ?? '')),
    categoryId: f.category_id ?? null,
    imagePath: f.image_path,
    imageAlt: f.image_alt,
  }),
  check: async (tx, f, self) => {
    const errors: FieldErrors = await slugErrors(tx, blogs, blogs.key, blogs.id, f, self);
    if (typeof f.category_id === 'number') {
      const [found] = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, f.category_id));
      if (!found) errors.category_id = [M.categoryUnknown];
    }
    return errors;
  },
};

const blogCategoryKind: ManagedKind = {
  name: 'blog-categories',
  table: blogCategories,
  columns: {
    id: blogCategories.id,
    sort: blogCategories.sort,
    channelId: blogCategories.channelId,
    publishFrom: blogCategories.publishFrom,
    key: blogCategories.key,
  },
  ordered: true,
  changeKind: 'blog',
  read: (row) => ({ ...commonRead(row), key: row.key, name: row.name }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    key: f.key,
    name: f.name,
  }),
  check: (tx, f, self) =>
    slugErrors(tx, blogCategories, blogCategories.key, blogCategories.id, f, self),
};

/** 422 on `field` with `message` when another record of the table has the value in `column`. */
async function takenErrors(
  tx: Tx,
  at: { table: PgTable; column: PgColumn; id: PgColumn },
  value: unknown,
  self: number | null,
  error: { field: string; message: string },
) {
  const [taken] = await tx
    .select({ id: at.id })
    .from(at.table)
    .where(and(eq(at.column, String(value)), self === null ? undefined : ne(at.id, self)))
    .limit(1);
  const errors: FieldErrors = taken ? { [error.field]: [error.message] } : {};
  return errors;
}

const faqCategoryKind: ManagedKind = {
  ...blogCategoryKind,
  name: 'faq-categories',
  table: faqCategories,
  columns: {
    id: faqCategories.id,
    sort: faqCategories.sort,
    channelId: faqCategories.channelId,
    publishFrom: faqCategories.publishFrom,
    key: faqCategories.key,
  },
  changeKind: 'faq',
  check: (tx, f, self) =>
    slugErrors(tx, faqCategories, faqCategories.key, faqCategories.id, f, self),
  // Its items would go with it (they need a category), unversioned: they are moved or deleted first.
  removable: async (tx, id) => {
    const [row] = await tx.select({ n: count() }).from(faqItems).where(eq(faqItems.categoryId, id));
    return row?.n ? M.faqCategoryInUse(row.n) : null;
  },
};

const faqItemKind: ManagedKind = {
  name: 'faq-items',
  table: faqItems,
  columns: {
    id: faqItems.id,
    sort: faqItems.sort,
    channelId: faqItems.channelId,
    publishFrom: faqItems.publishFrom,
  },
  ordered: true,
  changeKind: 'faq',
  read: (row) => ({
    ...commonRead(row),
    category_id: row.categoryId,
    question: row.question,
    answer: row.answerHtml,
  }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    categoryId: f.category_id,
    question: f.question,
    answerHtml: sanitizeRichHtml(String(f.answer ?? '')),
  }),
  check: async (tx, f) => {
    const [found] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, Number(f.category_id)));
    const errors: FieldErrors = found ? {} : { category_id: [M.categoryUnknown] };
    return errors;
  },
};

const staticPageKind: ManagedKind = {
  name: 'static-pages',
  table: staticPages,
  columns: {
    id: staticPages.id,
    sort: staticPages.sort,
    channelId: staticPages.channelId,
    publishFrom: staticPages.publishFrom,
  },
  ordered: true,
  changeKind: 'static-page',
  read: (row) => ({ ...commonRead(row), url: row.url, title: row.title, body: row.bodyHtml }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    url: f.url,
    title: f.title,
    bodyHtml: sanitizeRichHtml(String(f.body ?? '')),
  }),
  check: (tx, f, self) =>
    takenErrors(
      tx,
      { table: staticPages, column: staticPages.url, id: staticPages.id },
      f.url,
      self,
      { field: 'url', message: M.pageUrlTaken },
    ),
};

const infoMessageKind: ManagedKind = {
  name: 'info-messages',
  table: infoMessages,
  columns: {
    id: infoMessages.id,
    sort: infoMessages.sort,
    channelId: infoMessages.channelId,
    publishFrom: infoMessages.publishFrom,
  },
  ordered: true,
  changeKind: 'message',
  read: (row) => ({ ...commonRead(row), code: row.code, body: row.body }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    code: f.code,
    body: f.body,
  }),
  check: (tx, f, self) =>
    takenErrors(
      tx,
      { table: infoMessages, column: infoMessages.code, id: infoMessages.id },
      f.code,
      self,
      { field: 'code', message: M.pageKeyTaken },
    ),
};

const newsKind: ManagedKind = {
  name: 'news',
  table: news,
  columns: {
    id: news.id,
    sort: news.sort,
    channelId: news.channelId,
    publishFrom: news.publishFrom,
    key: news.key,
    listDate: news.publishedAt,
  },
  ordered: false,
  changeKind: 'news',
  read: (row) => ({
    ...commonRead(row),
    key: row.key,
    title: row.title,
    category: row.category,
    body: row.bodyHtml,
    // Its publish start is its own column (null: shown at once), never the date it shows.
    publish_from: iso(row.publishFrom),
    published_at: iso(row.publishedAt),
  }),
  write: (f) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    publishedAt: date(f.published_at) ?? new Date(),
    key: f.key,
    title: f.title,
    category: f.category,
    bodyHtml: sanitizeRichHtml(String(f.body ?? '')),
  }),
  check: (tx, f, self) => slugErrors(tx, news, news.key, news.id, f, self),
};

/** Every managed kind by its path name. */
export const MANAGED_KINDS: Record<ContentKindName, ManagedKind> = {
  banners: bannerKind,
  'blog-posts': blogPostKind,
  'blog-categories': blogCategoryKind,
  'faq-categories': faqCategoryKind,
  'faq-items': faqItemKind,
  'static-pages': staticPageKind,
  'info-messages': infoMessageKind,
  news: newsKind,
  ...PROMO_KINDS,
};
