import * as v from 'valibot';
import {
  AdminVariantSchema,
  ProductKeySchema,
  PublishTimeSchema,
  VariantListSchema,
} from './back-office-catalogue.schema';
import { BACK_OFFICE_PRODUCT_MESSAGES as M } from './back-office-products.messages';
import { PRODUCT_ADMIN_MESSAGES as P } from './products-admin.messages';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
} from './products-admin.schema';
import { PublishTicketSchema } from './publishing.schema';

/** Stock at or under which a product counts as low (`stock=low`). */
export const LOW_STOCK = 5;

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));
const idText = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** Query of `GET /v1/admin/products`; unknown keys are ignored. */
export const AdminProductListQuerySchema = v.object({
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.keywordMax))),
  category: v.optional(idText),
  brand: v.optional(idText),
  /** `deleted` lists the deleted products only; the others leave them out. */
  visibility: v.optional(v.picklist(['shown', 'hidden', 'deleted'])),
  stock: v.optional(v.picklist(['in', 'low', 'out'])),
  channel: v.optional(v.pipe(v.string(), v.maxLength(64))),
  sort: v.optional(v.picklist(['updated', 'name', 'price', 'stock']), 'updated'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: v.optional(positive(100000), '1'),
  per: v.optional(positive(200), '50'),
});
/** The product list's filters, sort and page. */
export type AdminProductListQuery = v.InferOutput<typeof AdminProductListQuerySchema>;

/** A row of the back office's product list. */
export const AdminProductListItemSchema = v.object({
  product_key: v.string(),
  name: v.string(),
  code: v.string(),
  price: v.number(),
  tax_rate: v.number(),
  price_with_tax: v.number(),
  is_show_product: v.boolean(),
  is_deleted: v.boolean(),
  stock_total: v.number(),
  category_name: v.nullable(v.string()),
  brand_name: v.nullable(v.string()),
  channels: v.array(v.string()),
  updated_at: v.string(),
  image_url: v.nullable(v.string()),
  /** The publish window (ISO 8601; null: open), for 公開予約 and 公開終了 in the list. */
  publish_from: v.nullable(v.string()),
  publish_to: v.nullable(v.string()),
});
/** A row of the product list. */
export type AdminProductListItem = v.InferOutput<typeof AdminProductListItemSchema>;

const named = v.nullable(v.object({ id: v.number(), name: v.string() }));

/** A whole product as the back office edits it, with the `version` a save is based on. */
export const AdminProductSchema = v.object({
  product_key: v.string(),
  name: v.string(),
  code: v.string(),
  summary: v.string(),
  description: v.string(),
  product_price: v.number(),
  before_price: v.nullable(v.number()),
  tax_rate: v.number(),
  price_with_tax: v.number(),
  is_show_product: v.boolean(),
  is_age_restricted: v.boolean(),
  published_at: v.string(),
  category_id: v.nullable(v.number()),
  brand_id: v.nullable(v.number()),
  maker_id: v.nullable(v.number()),
  category: named,
  brand: named,
  maker: named,
  tags: v.array(v.string()),
  channels: v.array(v.string()),
  variants: v.array(AdminVariantSchema),
  publish_from: v.nullable(v.string()),
  publish_to: v.nullable(v.string()),
  deleted_at: v.nullable(v.string()),
  images: v.array(v.object({ url: v.string(), alt: v.string(), position: v.number() })),
  size_table: v.nullable(v.array(v.array(v.string()))),
  related: v.object({
    related: v.array(v.string()),
    recommended: v.array(v.string()),
    accessory: v.array(v.string()),
  }),
  version: v.number(),
  updated_at: v.string(),
});
/** A whole product in the back office. */
export type AdminProduct = v.InferOutput<typeof AdminProductSchema>;

/** What a save or restore answers: the product, and the change records its publishing follows. */
export const AdminProductSavedSchema = v.object({
  ...AdminProductSchema.entries,
  publish: PublishTicketSchema,
});
/** A saved product with its publish ticket. */
export type AdminProductSaved = v.InferOutput<typeof AdminProductSavedSchema>;

const yen = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(PRODUCT_PRICE_MAX, message),
  );
const refId = v.nullable(
  v.pipe(v.number(M.idNumber), v.integer(M.idNumber), v.minValue(1, M.idNumber)),
);

/**
 * Body of `PUT /v1/admin/products/{key}`: the `version` the editor started from, and any of the
 * fields to change. Unknown keys are ignored (fields the shop does not have yet, such as publish
 * dates, change nothing). `variants` sets the stock of the product's own variants by id.
 */
export const AdminProductSaveSchema = v.object({
  version: v.pipe(
    v.number(M.versionRequired),
    v.integer(M.versionRequired),
    v.minValue(1, M.versionRequired),
  ),
  name: v.optional(
    v.pipe(
      v.string(P.nameText),
      v.trim(),
      v.minLength(1, P.nameRequired),
      v.maxLength(PRODUCT_NAME_MAX),
    ),
  ),
  code: v.optional(
    v.pipe(
      v.string(M.codeRequired),
      v.trim(),
      v.minLength(1, M.codeRequired),
      v.maxLength(64, M.codeMax),
    ),
  ),
  description: v.optional(
    v.pipe(v.string(P.descriptionText), v.maxLength(PRODUCT_DESCRIPTION_MAX)),
  ),
  product_price: v.optional(yen(P.priceNumber)),
  before_price: v.optional(v.nullable(yen(P.beforePriceNumber))),
  tax_rate: v.optional(v.picklist([8, 10], M.taxRateChoice)),
  is_show_product: v.optional(v.boolean(P.isShowBoolean)),
  is_age_restricted: v.optional(v.boolean(M.ageBoolean)),
  category_id: v.optional(refId),
  brand_id: v.optional(refId),
  maker_id: v.optional(refId),
  channels: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(M.channelsList), v.maxLength(64)), M.channelsList),
      v.maxLength(50),
    ),
  ),
  variants: v.optional(VariantListSchema),
  /** Variants to remove: deleted, or hidden when orders name them. */
  removed_variant_ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(M.variantUnknown), v.integer(M.variantUnknown)), M.variantUnknown),
      v.maxLength(500),
    ),
  ),
  publish_from: v.optional(PublishTimeSchema),
  publish_to: v.optional(PublishTimeSchema),
});
/** A back-office product save. */
export type AdminProductSave = v.InferOutput<typeof AdminProductSaveSchema>;

const { version: _version, ...saveFields } = AdminProductSaveSchema.entries;

/**
 * Body of `POST /v1/admin/products`: the fields of a save (no `version`: the product starts at 1)
 * with its key, name, code, price and tax rate required. Unknown keys are ignored.
 */
export const AdminProductCreateSchema = v.object({
  ...saveFields,
  product_key: ProductKeySchema,
  name: v.pipe(
    v.string(P.nameRequired),
    v.trim(),
    v.minLength(1, P.nameRequired),
    v.maxLength(PRODUCT_NAME_MAX),
  ),
  code: v.pipe(
    v.string(M.codeRequired),
    v.trim(),
    v.minLength(1, M.codeRequired),
    v.maxLength(64, M.codeMax),
  ),
  product_price: yen(P.priceNumber),
  tax_rate: v.picklist([8, 10], M.taxRateChoice),
});
/** A new product. */
export type AdminProductCreate = v.InferOutput<typeof AdminProductCreateSchema>;

/** 409 of a save based on an older version: the product as it is now and what changed since. */
export const AdminProductConflictSchema = v.object({
  code: v.string(),
  message: v.string(),
  current: AdminProductSchema,
  changed_fields: v.array(v.string()),
});

/** A row of a reference list (categories, brands, makers, channels). */
export const ReferenceItemSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
});

/** A saved version of a product, newest first. */
export const ProductVersionSchema = v.object({
  version: v.number(),
  saved_at: v.string(),
  saved_by: v.string(),
  saved_by_email: v.nullable(v.string()),
});
