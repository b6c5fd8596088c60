/** The catalogue: categories, makers, brands, tags, products and their variants, collections, stylists and coordinates, reviews and questions. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';

/** Category tree; `table` separates product categories from inquiry categories. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    key: text().notNull(),
    name: text().notNull(),
    table: text().notNull().default('products'),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [unique().on(t.table, t.key), index().on(t.parentId)],
);

/** A maker (manufacturer). */
export const makers = pgTable('makers', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  kana: text().notNull().default(''),
  description: text().notNull().default(''),
  sort: integer().notNull().default(0),
  /** Its shop page and text: shown (1) or hidden (0), inside its publish period; its products are sold either way. */
  isShow: smallint().notNull().default(1),
  publishFrom: tstz(),
  publishTo: tstz(),
  /** The version the back office's saves are based on (a stale save answers 409). */
  version: integer().notNull().default(1),
  ...timestamps,
});

/** A brand, owned by a maker. */
export const brands = pgTable('brands', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  kana: text().notNull().default(''),
  makerId: integer().references(() => makers.id, { onDelete: 'set null' }),
  description: text().notNull().default(''),
  sort: integer().notNull().default(0),
  /** Its shop page and text: shown (1) or hidden (0), inside its publish period; its products are sold either way. */
  isShow: smallint().notNull().default(1),
  publishFrom: tstz(),
  publishTo: tstz(),
  /** The version the back office's saves are based on (a stale save answers 409). */
  version: integer().notNull().default(1),
  ...timestamps,
});

/** A free-form product tag. */
export const tags = pgTable('tags', {
  id: idColumn(),
  name: text().notNull().unique(),
});

/** A product; prices are tax-excluded integer yen. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    key: text().notNull().unique(),
    code: text().notNull(),
    name: text().notNull(),
    summary: text().notNull().default(''),
    detailHtml: text().notNull().default(''),
    price: integer().notNull(),
    beforePrice: integer(),
    taxRate: smallint().notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    makerId: integer().references(() => makers.id, { onDelete: 'set null' }),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    isAgeRestricted: boolean().notNull().default(false),
    isShow: boolean().notNull().default(true),
    publishedAt: tstz().notNull().defaultNow(),
    popularity: integer().notNull().default(0),
    sizeTable: jsonb().$type<string[][]>(),
    imageHue: integer().notNull().default(0),
    imageMotif: text().notNull().default(''),
    /** Counts saves: a back-office save based on an older version is refused (409). */
    version: integer().notNull().default(1),
    /** Shown from this time on (公開開始日時); null: no start. */
    publishFrom: tstz(),
    /** Shown until this time (公開終了日時); null: no end. */
    publishTo: tstz(),
    /** Set when an editor deletes the product: gone from the shop and the list, restorable. */
    deletedAt: tstz(),
    /**
     * Whether a variant the product sells (not hidden) has stock. Kept by the database (triggers
     * on product_variants, migration 0047), never written by the app: the back office's 在庫切れ
     * filter reads it along an index instead of joining every product with its variants.
     */
    inStock: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    // The 在庫切れ filter: the few listed products without stock, newest first.
    index('products_sold_out_updated_at_id_index')
      .on(t.updatedAt, t.id)
      .where(sql`not ${t.inStock} and ${t.deletedAt} is null`),
    // The back office's product list, newest changes first, one page along the index. Only the
    // listed (not deleted) products: a deep page then skips its offset in the index alone (page
    // 1,800 of 100,000: 250 ms sorting every product → 14 ms), and the count reads the same.
    index('products_listed_updated_at_id_index')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Its keyword's key branch: a key matched from its start along this index (LIKE 'x%'), where the
    // collation's own index cannot serve a LIKE.
    index('products_key_pattern_index').on(t.key.op('text_pattern_ops')),
    // Its 非公開 filter: the few hidden products along the same order, without walking the rest
    // (183 ms at 100,000 products along the whole index).
    index('products_hidden_updated_at_id_index')
      .on(t.updatedAt, t.id)
      .where(sql`not ${t.isShow} and ${t.deletedAt} is null`),
    // Its sort by price (税抜), one page along the index (102 ms at 100,000 sorting every product).
    index('products_price_id_index').on(t.price, t.id),
    check('products_tax_rate_check', sql`${t.taxRate} in (8, 10)`),
    index().on(t.categoryId),
    index().on(t.makerId),
    index().on(t.brandId),
    // The product list's sorts read one page along an index instead of sorting every product.
    index('products_published_at_id_index').on(t.publishedAt, t.id),
    index('products_popularity_id_index').on(t.popularity.desc().nullsFirst(), t.id),
    index('products_price_with_tax_id_index').on(
      sql`(${t.price} * (100 + ${t.taxRate}) / 100)`,
      t.id,
    ),
  ],
);

/** Which channels sell a product. */
export const productChannels = pgTable(
  'product_channels',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.channelId] }), index().on(t.channelId)],
);

/** A purchasable variant (size/colour) with its own stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    /** The colour and size of the product's colour × size matrix ('' when not part of it). */
    colour: text().notNull().default(''),
    size: text().notNull().default(''),
    stock: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    /** Removed by an editor after orders named it: kept for those orders, not sold any more. */
    isHidden: boolean().notNull().default(false),
    /**
     * An order took stock of it (set by `reserveStock`): removed, it is hidden rather than deleted,
     * so the catalogue decides that from its own row instead of reading commerce's order lines.
     */
    ordered: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    unique().on(t.productId, t.code),
    // The back office's 在庫切れ / 在庫あり filters: whether a product has a sold variant in
    // stock, read from this small index alone (an anti join over every variant: 1.5 s at 100,000).
    index('product_variants_in_stock_index')
      .on(t.productId)
      .where(sql`${t.stock} > 0 and not ${t.isHidden}`),
  ],
);

/** A product image served from `path`, in display order. */
export const productImages = pgTable(
  'product_images',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    path: text().notNull(),
    alt: text().notNull().default(''),
  },
  (t) => [unique().on(t.productId, t.position)],
);

/** Tags attached to a product. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index().on(t.tagId)],
);

/** Kinds of product-to-product links. */
export const RELATION_KINDS = ['related', 'recommended', 'accessory'] as const;

/** A link from one product to another (related, recommended or accessory). */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text({ enum: RELATION_KINDS }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.targetId] }),
    check(
      'product_relations_kind_check',
      sql`${t.kind} in ('related', 'recommended', 'accessory')`,
    ),
  ],
);

/** A named, curated set of products addressed by alias (`/v1/collections/{alias}`). */
export const collections = pgTable('collections', {
  id: idColumn(),
  alias: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  ...timestamps,
});

/** Products of a collection, in order. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** A product review by a member or a guest nickname. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    nickname: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    isPublished: boolean().notNull().default(true),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [check('reviews_rating_check', sql`${t.rating} between 1 and 5`), index().on(t.productId)],
);

/** A question about a product, with the shop's answer once given. */
export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    question: text().notNull(),
    answer: text(),
    askedAt: tstz().notNull().defaultNow(),
    answeredAt: tstz(),
  },
  (t) => [index().on(t.productId)],
);
