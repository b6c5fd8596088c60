import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_ADMIN_MESSAGES as M } from '../../../contract/content/content-admin.messages';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import type { Tx } from '../../db/client';
import { banners, blogCategories, blogs } from '../../db/schema/index';
import { sanitizeRichHtml } from '../../services/sanitize';

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
 * the site's build re-reads). Adding a kind is a schema (contract/content/content-admin.schema.ts)
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
  };
  /** Lists order by `sort` (editors reorder them) or newest first by publish date. */
  ordered: boolean;
  changeKind: string;
  read: (row: ContentRow) => Fields;
  write: (fields: Fields) => Record<string, unknown>;
  check?: (tx: Tx, fields: Fields, id: number | null) => Promise<FieldErrors>;
};

const iso = (at: unknown) => (at instanceof Date ? at.toISOString() : null);
const date = (at: unknown) => (typeof at === 'string' ? new Date(at) : null);

const commonRead = (row: ContentRow) => ({
  channel_id: row.channelId,
  is_show: row.isShow === 1,
  publish_from: iso(row.publishFrom ?? row.publishedAt),
  publish_to: iso(row.publishTo),
});
const commonWrite = (f: Fields) => ({
  channelId: f.channel_id ?? null,
  isShow: f.is_show ? 1 : 0,
  publishTo: date(f.publish_to),
});

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

/** Every managed kind by its path name. */
export const MANAGED_KINDS: Record<ContentKindName, ManagedKind> = {
  banners: bannerKind,
  'blog-posts': blogPostKind,
  'blog-categories': blogCategoryKind,
};
