import * as v from 'valibot';
import { KEYWORD_MAX, LIST_SORTS, MAX_PAGE, MAX_PRICE } from './catalog-limits';

/** A named reference (maker, brand, category) embedded in a product. */
export const RefSchema = v.object({ id: v.number(), key: v.string(), name: v.string() });
export type Ref = v.InferOutput<typeof RefSchema>;

/** One purchasable variant of a product (a size or colour), with its own stock. */
export const VariantSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  stock: v.number(),
  is_stock_available: v.boolean(),
  sort: v.number(),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

/** A product image; `path` is a URL path served by the shop. */
export const ImageSchema = v.object({ path: v.string(), alt: v.string() });

/** A product as `/v1/products` and `/v1/products/{key}` return it (spec §3 "Product"). */
export const ProductSchema = v.object({
  id: v.number(),
  key: v.string(),
  code: v.string(),
  name: v.string(),
  summary: v.string(),
  /** Sanitised HTML. */
  detail: v.string(),
  product_price: v.number(),
  product_price_with_tax: v.number(),
  before_price: v.nullable(v.number()),
  /** The former price with tax (shown struck through when higher than today's), computed by the API. */
  before_price_with_tax: v.nullable(v.number()),
  tax_rate: v.number(),
  is_show_product: v.boolean(),
  is_stock_available: v.boolean(),
  is_age_restricted: v.boolean(),
  is_favorite: v.boolean(),
  image: ImageSchema,
  images: v.array(ImageSchema),
  maker: v.nullable(RefSchema),
  brand: v.nullable(RefSchema),
  categories: v.array(RefSchema),
  tags: v.array(v.string()),
  size_table: v.nullable(v.array(v.array(v.string()))),
  product_model: v.object({ products: v.array(VariantSchema) }),
  published_at: v.string(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/**
 * A product as the list shows it (`GET /v1/products?fields=list`): spec §3's list fields, the
 * tile's (name, picture, brand) and the list analytics' (code, category path); no description,
 * gallery, tags or size table.
 */
export const ProductListItemSchema = v.pick(ProductSchema, [
  'id',
  'key',
  'code',
  'name',
  'product_price',
  'product_price_with_tax',
  'before_price',
  'is_show_product',
  'is_stock_available',
  'is_favorite',
  'image',
  'brand',
  'categories',
  'product_model',
]);
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/** The fields a product tile shows: what a pre-rendered list passes to its island. */
export type ProductSummary = Pick<
  Product,
  'id' | 'key' | 'name' | 'image' | 'brand' | 'product_price_with_tax' | 'is_stock_available'
>;

/** Trims a product to its tile fields, keeping an island's serialised props small. */
export function toProductSummary(p: ProductSummary): ProductSummary {
  const { id, key, name, image, brand, product_price_with_tax, is_stock_available } = p;
  return { id, key, name, image, brand, product_price_with_tax, is_stock_available };
}

// The list's limits live apart so that pages read them without loading the schemas and valibot.
export { KEYWORD_MAX, LIST_SORTS, MAX_PAGE, MAX_PRICE, PRODUCT_SORTS } from './catalog-limits';

// The schemas below check the server's queries and the build's reads, never a reply in the browser:
// each is built in a call marked pure, so that the browser bundle, which imports this module for the
// reply schemas above, drops them and the valibot functions only they use (`valibot-reads.ts`).

/** Removes control characters (NUL and the like) that no product name contains. */
export const stripControlChars = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text.replace(/[\u0000-\u001f\u007f]/g, ' ');

const PriceParamSchema = /* @__PURE__ */ (() =>
  v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number), v.maxValue(MAX_PRICE)))();

/** Query of `GET /v1/products`; numbers arrive as strings in the URL. */
export const ProductListQuerySchema = /* @__PURE__ */ (() =>
  v.object({
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/),
        v.transform(Number),
        v.minValue(1),
        v.maxValue(MAX_PAGE),
      ),
      '1',
    ),
    per: v.optional(
      v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
      '15',
    ),
    category: v.optional(v.string()),
    child: v.optional(v.picklist(['true', 'false'])),
    maker: v.optional(v.string()),
    brand: v.optional(v.string()),
    tag: v.optional(v.string()),
    keyword: v.optional(
      v.pipe(v.string(), v.maxLength(KEYWORD_MAX), v.transform(stripControlChars)),
    ),
    price_min: v.optional(PriceParamSchema),
    price_max: v.optional(PriceParamSchema),
    /** Absent: `relevance` with a keyword, `new` without one. */
    sort: v.optional(v.picklist(LIST_SORTS)),
    /** `list`: only what the list shows (ProductListItem); `full` (default): whole Products. */
    fields: v.optional(v.picklist(['full', 'list']), 'full'),
  }))();
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

/** Most products one page of `GET /v1/product-feed` answers. */
export const FEED_MAX_PER = 500;

/**
 * Query of `GET /v1/product-feed`: the products after id `after` (the previous page's `next`),
 * `per` at a time, in id order, so reading the whole catalogue walks the primary key once.
 */
export const ProductFeedQuerySchema = /* @__PURE__ */ (() =>
  v.object({
    after: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(2 ** 31 - 1)),
      '0',
    ),
    per: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/),
        v.transform(Number),
        v.minValue(1),
        v.maxValue(FEED_MAX_PER),
      ),
      String(FEED_MAX_PER),
    ),
  }))();
export type ProductFeedQuery = v.InferOutput<typeof ProductFeedQuerySchema>;

/** A page of `GET /v1/product-feed`: whole Products, and the `after` of the next page (null: the end). */
export const ProductFeedSchema = /* @__PURE__ */ (() =>
  v.object({
    data: v.array(ProductSchema),
    next: v.nullable(v.number()),
  }))();
export type ProductFeed = v.InferOutput<typeof ProductFeedSchema>;

/** A node of `GET /v1/categories/hierarchy`: two levels in the seed. */
export type CategoryNode = { id: number; key: string; name: string; children: CategoryNode[] };
export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});

/** A tag of `GET /v1/tags` with how many visible products carry it. */
export const TagSchema = v.object({ id: v.number(), name: v.string(), product_count: v.number() });
export type Tag = v.InferOutput<typeof TagSchema>;

/** A maker or brand in the search modals (`GET /v1/brands?per=all`, `GET /v1/makers?per=all`). */
export const NamedRefSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  kana: v.optional(v.string()),
});

/** `GET /v1/collections/{alias}`: a curated product set. */
export const CollectionSchema = /* @__PURE__ */ (() =>
  v.object({
    id: v.number(),
    alias: v.string(),
    name: v.string(),
    description: v.string(),
    products: v.array(ProductSchema),
  }))();
export type Collection = v.InferOutput<typeof CollectionSchema>;

/** An entry of `GET /v1/collections` (no products). */
export const CollectionSummarySchema = /* @__PURE__ */ (() =>
  v.omit(CollectionSchema, ['products']))();

/** Query of `GET /v1/collections/{alias}`; the single-product variant sends max_page_size=1. */
export const CollectionQuerySchema = /* @__PURE__ */ (() =>
  v.object({
    max_page_size: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
      '100',
    ),
  }))();
