import * as v from 'valibot';
import { PRODUCT_ADMIN_MESSAGES as M } from './products-admin.messages';

/**
 * Highest price an editor may set, in yen (tax excluded). The product list computes the
 * tax-included price in SQL integer arithmetic (price × 110 / 100), which overflows above ~19.5M.
 */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** Longest product name. */
export const PRODUCT_NAME_MAX = 200;
/** Longest product description (HTML). */
export const PRODUCT_DESCRIPTION_MAX = 50_000;

const yen = (message: string) =>
  v.pipe(v.number(message), v.integer(), v.minValue(0), v.maxValue(PRODUCT_PRICE_MAX));

/**
 * Body of `PATCH /v1/admin/products/{key}`: any of the fields, at least one. `description` is the
 * rich HTML of the product page's 商品説明 (`detail` in the product), sanitised when stored.
 */
export const ProductPatchSchema = v.pipe(
  v.object({
    name: v.optional(
      v.pipe(
        v.string(M.nameText),
        v.trim(),
        v.minLength(1, M.nameRequired),
        v.maxLength(PRODUCT_NAME_MAX),
      ),
    ),
    description: v.optional(
      v.pipe(v.string(M.descriptionText), v.maxLength(PRODUCT_DESCRIPTION_MAX)),
    ),
    product_price: v.optional(yen(M.priceNumber)),
    before_price: v.optional(v.nullable(yen(M.beforePriceNumber))),
    is_show_product: v.optional(v.boolean(M.isShowBoolean)),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange),
);
export type ProductPatch = v.InferOutput<typeof ProductPatchSchema>;
