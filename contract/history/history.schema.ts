import * as v from 'valibot';
import { ProductSchema } from '../catalog/catalog.schema';
import { recordId } from '../shared/record-id.schema';
import { HISTORY_MESSAGES as M } from './viewed.messages';

/** Longest search word kept in the history. */
export const SEARCH_WORD_MAX = 100;

/** `POST /v1/product-histories`: the product (not variant) id viewed. */
export const ProductHistoryBodySchema = v.object({
  product_id: recordId(),
});

/** One viewed product (spec §3 "Product history": product_id, product). */
export const ProductHistorySchema = v.object({
  product_id: v.number(),
  viewed_at: v.nullable(v.string()),
  product: ProductSchema,
});
export type ProductHistory = v.InferOutput<typeof ProductHistorySchema>;

/** `GET /v1/guest/product-histories?ids=3,1,2`: product ids the browser remembers, newest first. */
export const GuestHistoryQuerySchema = v.object({
  ids: v.optional(v.pipe(v.string(), v.maxLength(400), v.regex(/^\d{1,9}(,\d{1,9})*$/)), ''),
});

/** `POST /v1/product-search-histories`: not posted when the trimmed word is empty. */
export const SearchHistoryBodySchema = v.object({
  word: v.pipe(
    v.string(M.wordRequired),
    v.trim(),
    v.nonEmpty(M.wordRequired),
    v.maxLength(SEARCH_WORD_MAX, M.wordMax(SEARCH_WORD_MAX)),
  ),
});

/** One searched word. */
export const SearchHistorySchema = v.object({
  id: v.number(),
  word: v.string(),
  searched_at: v.string(),
});
export type SearchHistory = v.InferOutput<typeof SearchHistorySchema>;

/** Paging query of the member history lists (10 a page by default). */
export const HistoryPageQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(1)),
    '1',
  ),
  per: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
    '10',
  ),
});
