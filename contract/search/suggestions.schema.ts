/** `GET /v1/search/suggestions`: its answer, as the server writes it and the header box reads it. */
import * as v from 'valibot';

/** Most products, categories and brands a suggestion answer holds. */
export const SUGGESTION_LIMITS = { products: 6, categories: 3, brands: 3 } as const;

/** A product suggested while the shopper types. */
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

/** `GET /v1/search/suggestions?keyword=`: products, categories and brands matching the text so far. */
export const SuggestionsSchema = v.object({
  keyword: v.string(),
  products: v.array(SuggestedProductSchema),
  categories: v.array(SuggestedRefSchema),
  brands: v.array(SuggestedRefSchema),
});
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>;
