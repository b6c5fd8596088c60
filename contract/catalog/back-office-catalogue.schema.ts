import * as v from 'valibot';
import { BACK_OFFICE_CATALOGUE_MESSAGES as M } from './back-office-catalogue.messages';
import { BACK_OFFICE_PRODUCT_MESSAGES as P } from './back-office-products.messages';

/** A product key: a URL path segment and a file name on every channel's site, so strictly ASCII. */
export const PRODUCT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])$/;
/** A product or variant code (品番): printable ASCII without spaces, slashes or dots alone. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Most variants a product may have (a matrix of up to 500 colour × size pairs). */
export const VARIANTS_MAX = 500;

const label = v.optional(
  v.pipe(v.string(M.variantLabelMax), v.trim(), v.maxLength(40, M.variantLabelMax)),
  '',
);
const stock = v.pipe(
  v.number(P.stockNumber),
  v.integer(P.stockNumber),
  v.minValue(0, P.stockNumber),
  v.maxValue(1_000_000, P.stockNumber),
);
const code = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.regex(CODE_PATTERN, M.codePattern),
  );

/**
 * One variant in a save: `id` for an existing one (any other field changes it), none for a new
 * one (`code` required). `stock_base` is the stock the editor saw: the stock is then moved by the
 * difference, so orders taken in between are not lost; without it `stock` is set as given.
 */
export const VariantInputSchema = v.object({
  id: v.optional(v.pipe(v.number(P.variantUnknown), v.integer(P.variantUnknown))),
  code: v.optional(code(M.variantCodeRequired)),
  name: label,
  colour: label,
  size: label,
  stock: v.optional(stock),
  stock_base: v.optional(stock),
});
/** A variant in a save. */
export type VariantInput = v.InferOutput<typeof VariantInputSchema>;

/** The variants of a save or a new product. */
export const VariantListSchema = v.pipe(
  v.array(VariantInputSchema),
  v.maxLength(VARIANTS_MAX, M.variantsMax),
);

/** A publish date and time (ISO 8601 with a zone), or null for none. */
export const PublishTimeSchema = v.nullable(
  v.pipe(
    v.string(M.dateTime),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, M.dateTime),
    v.check((text) => !Number.isNaN(Date.parse(text)), M.dateTime),
  ),
);

/** A new product's key. */
export const ProductKeySchema = v.pipe(
  v.string(M.keyPattern),
  v.regex(PRODUCT_KEY_PATTERN, M.keyPattern),
);

/** A variant as the back office shows it (hidden: removed after orders named it). */
export const AdminVariantSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  colour: v.string(),
  size: v.string(),
  stock: v.number(),
  is_hidden: v.boolean(),
});

const taxonomyName = v.pipe(
  v.string(M.nameRequired),
  v.trim(),
  v.minLength(1, M.nameRequired),
  v.maxLength(100, M.nameMax),
);
const sortOrder = v.pipe(
  v.number(M.sortNumber),
  v.integer(M.sortNumber),
  v.minValue(0, M.sortNumber),
  v.maxValue(1_000_000, M.sortNumber),
);
const taxonomyKey = v.pipe(
  v.string(M.taxonomyKeyPattern),
  v.regex(PRODUCT_KEY_PATTERN, M.taxonomyKeyPattern),
);

/** Body of `POST /v1/admin/{categories|brands|makers}`; unknown keys are ignored. */
export const TaxonomyCreateSchema = v.object({
  key: taxonomyKey,
  name: taxonomyName,
  kana: v.optional(v.pipe(v.string(M.kanaMax), v.trim(), v.maxLength(100, M.kanaMax))),
  /** Brands and makers: the text their shop pages show (`/maker/{key}/`, `/brand/`); plain text. */
  description: v.optional(
    v.pipe(v.string(M.descriptionMax), v.trim(), v.maxLength(2000, M.descriptionMax)),
  ),
  parent_id: v.optional(v.nullable(v.pipe(v.number(M.parentUnknown), v.integer(M.parentUnknown)))),
  sort: v.optional(sortOrder),
});
/** A new category, brand or maker. */
export type TaxonomyCreate = v.InferOutput<typeof TaxonomyCreateSchema>;

/**
 * Brands' and makers' page: shown or hidden, its publish period (ISO 8601; null: open), and the
 * version the change is based on (409 when stale). Categories ignore these.
 */
const taxonomyPageEntries = {
  is_show: v.optional(v.boolean()),
  publish_from: v.optional(PublishTimeSchema),
  publish_to: v.optional(PublishTimeSchema),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

/**
 * Body of `PATCH /v1/admin/{categories|brands|makers}/{id}`: rename, move (categories) or order;
 * brands and makers also their page's text, display and period.
 */
export const TaxonomyPatchSchema = v.object({
  ...taxonomyPageEntries,
  name: v.optional(taxonomyName),
  kana: v.optional(v.pipe(v.string(M.kanaMax), v.trim(), v.maxLength(100, M.kanaMax))),
  /** Brands and makers: the text their shop pages show (`/maker/{key}/`, `/brand/`); plain text. */
  description: v.optional(
    v.pipe(v.string(M.descriptionMax), v.trim(), v.maxLength(2000, M.descriptionMax)),
  ),
  parent_id: v.optional(v.nullable(v.pipe(v.number(M.parentUnknown), v.integer(M.parentUnknown)))),
  sort: v.optional(sortOrder),
});
/** A change to a category, brand or maker. */
export type TaxonomyPatch = v.InferOutput<typeof TaxonomyPatchSchema>;

/** A category, brand or maker as the back office manages it. */
export const TaxonomyItemSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  kana: v.string(),
  description: v.string(),
  parent_id: v.nullable(v.number()),
  sort: v.number(),
  product_count: v.number(),
  /** Brands and makers: whether their page shows (categories: always true). */
  is_show: v.boolean(),
  publish_from: v.nullable(v.string()),
  publish_to: v.nullable(v.string()),
  /** Brands and makers: the version a change is based on (categories: 0, not versioned). */
  version: v.number(),
});

/** Body of a brand's or maker's restore: the version the undo is based on. */
export const TaxonomyRestoreSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** One kept version of a brand's or maker's page: who saved it when, and what it held. */
export const TaxonomyVersionSchema = v.object({
  version: v.number(),
  saved_at: v.string(),
  saved_by: v.string(),
  saved_by_email: v.nullable(v.string()),
  fields: v.record(v.string(), v.unknown()),
});
/** A category, brand or maker in the back office. */
export type TaxonomyItem = v.InferOutput<typeof TaxonomyItemSchema>;
