import * as v from 'valibot';

/** A product suggested while the shopper types (`GET /v1/search/suggestions`). */
export const SuggestedProductSchema = v.object({
  product_key: v.string(),
  name: v.string(),
  image_url: v.nullable(v.string()),
  price_with_tax: v.number(),
});
export type SuggestedProduct = v.InferOutput<typeof SuggestedProductSchema>;

/** A category or brand suggested while the shopper types. */
export const SuggestedRefSchema = v.object({ key: v.string(), name: v.string() });
export type SuggestedRef = v.InferOutput<typeof SuggestedRefSchema>;

/** `GET /v1/search/suggestions?keyword=`: what matches the text typed so far. */
export const SuggestionsSchema = v.object({
  keyword: v.string(),
  products: v.array(SuggestedProductSchema),
  categories: v.array(SuggestedRefSchema),
  brands: v.array(SuggestedRefSchema),
});
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>;
