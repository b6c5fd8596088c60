import * as v from 'valibot';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';

/** Largest picture an editor may upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Largest picture in pixels (width × height) sharp will decode: larger ones are refused as image bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Most pictures one product may have. */
export const MAX_IMAGES_PER_PRODUCT = 20;
/** Longest alt text. */
export const ALT_MAX = 200;
/** The picture types an editor may upload, recognised from their bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A product picture in the back office, with the id its order, alt text and removal use. */
export const ProductImageItemSchema = v.object({
  id: v.number(),
  url: v.string(),
  alt: v.string(),
  position: v.number(),
  /** Smaller renditions of an uploaded picture by width (empty for the drawn demo pictures). */
  sizes: v.record(v.string(), v.string()),
});
/** A product picture in the back office. */
export type ProductImageItem = v.InferOutput<typeof ProductImageItemSchema>;

const alt = v.pipe(v.string(M.altText), v.trim(), v.maxLength(ALT_MAX, M.altMax));

/** Body of `POST /v1/admin/products/{key}/images` (multipart/form-data). */
export const ProductImageUploadSchema = v.object({
  file: v.pipe(v.any(), v.description('画像ファイル（JPEG・PNG・WebP・AVIF、10MBまで）')),
  alt: v.optional(alt),
});

/**
 * Body of `PATCH /v1/admin/products/{key}/images/{id}`: with `base`, the alt text the editor
 * started from (a save based on an older one is refused, 409).
 */
export const ProductImageAltSchema = v.object({
  alt,
  base: v.optional(v.pipe(v.string(M.base), v.maxLength(ALT_MAX, M.base))),
});

const imageIds = (message: string) =>
  v.pipe(
    v.array(v.pipe(v.number(message), v.integer(message)), message),
    v.maxLength(100, message),
  );

/**
 * Body of `PUT /v1/admin/products/{key}/images/order`: every picture id, in the new order; with
 * `base`, the order the editor started from (a save based on an older one is refused, 409).
 */
export const ProductImageOrderSchema = v.object({
  ids: imageIds(M.orderList),
  base: v.optional(imageIds(M.base)),
});

const cell = v.pipe(v.string(M.sizeTableCell), v.trim(), v.maxLength(40, M.sizeTableCell));

/** A size table: a heading row then one row per size, every row as wide as the first. */
export const SizeTableSchema = v.pipe(
  v.array(
    v.pipe(
      v.array(cell, M.sizeTableShape),
      v.minLength(1, M.sizeTableShape),
      v.maxLength(12, M.sizeTableShape),
    ),
    M.sizeTableShape,
  ),
  v.minLength(1, M.sizeTableShape),
  v.maxLength(30, M.sizeTableShape),
  v.check((rows) => rows.every((row) => row.length === rows[0]?.length), M.sizeTableShape),
);

/** Body of `PUT /v1/admin/products/{key}/size-table`: the table, or null to remove it. */
export const SizeTableSaveSchema = v.object({
  size_table: v.nullable(SizeTableSchema),
  /** The table the editor started from (null: none); a save based on an older one is refused (409). */
  base: v.optional(v.nullable(v.array(v.array(v.string(M.base), M.base), M.base))),
});

/** What the size-table save answers: the table as saved. */
export const SizeTableAnswerSchema = v.object({ size_table: v.nullable(SizeTableSchema) });

/** The kinds of product links an editor sets. */
export const RELATION_KIND_NAMES = ['related', 'recommended', 'accessory'] as const;

const keys = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(M.relationList), v.maxLength(200, M.relationList)), M.relationList),
    v.maxLength(30, M.relationList),
  ),
);

/**
 * Body of `PUT /v1/admin/products/{key}/relations`: the kinds named are replaced, in this order;
 * with `base`, each kind's keys as the editor started from them (a kind changed since: 409).
 */
export const RelationsSaveSchema = v.object({
  related: keys,
  recommended: keys,
  accessory: keys,
  base: v.optional(v.object({ related: keys, recommended: keys, accessory: keys }, M.base)),
});
/** A relations save. */
export type RelationsSave = v.InferOutput<typeof RelationsSaveSchema>;

const linked = v.array(
  v.object({ key: v.string(), name: v.string(), image_url: v.nullable(v.string()) }),
);

/** A product's links by kind, in order, with what the picker shows of each. */
export const RelationsSchema = v.object({
  related: linked,
  recommended: linked,
  accessory: linked,
});
/** A product's links by kind. */
export type Relations = v.InferOutput<typeof RelationsSchema>;
