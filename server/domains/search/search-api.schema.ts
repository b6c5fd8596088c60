import * as v from 'valibot';
import {
  KEYWORD_MAX,
  ProductListItemSchema,
  stripControlChars,
} from '../../../src/lib/catalog/catalog.schema';

/** Most products, categories and brands a suggestion answer holds. */
export const SUGGESTION_LIMITS = { products: 6, categories: 3, brands: 3 } as const;

/** Query of the search calls: the text typed (empty or blank answers empty lists). */
export const SearchKeywordQuerySchema = v.object({
  keyword: v.optional(
    v.pipe(v.string(), v.maxLength(KEYWORD_MAX), v.transform(stripControlChars)),
    '',
  ),
});

/** A product suggested while the shopper types. */
export const SuggestedProductSchema = v.object({
  product_key: v.string(),
  name: v.string(),
  image_url: v.nullable(v.string()),
  price_with_tax: v.number(),
});

/** A category or brand suggested while the shopper types. */
export const SuggestedRefSchema = v.object({ key: v.string(), name: v.string() });

/** `GET /v1/search/suggestions`: products, categories and brands matching the text so far. */
export const SuggestionsSchema = v.object({
  keyword: v.string(),
  products: v.array(SuggestedProductSchema),
  categories: v.array(SuggestedRefSchema),
  brands: v.array(SuggestedRefSchema),
});
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>;

/** Another keyword that finds something, and how many products it finds. */
export const KeywordCountSchema = v.object({ keyword: v.string(), total: v.number() });
export type KeywordCount = v.InferOutput<typeof KeywordCountSchema>;

/** `GET /v1/search/alternatives`: ways on from a search that found nothing. */
export const AlternativesSchema = v.object({
  keyword: v.string(),
  fewer_words: v.array(KeywordCountSchema),
  did_you_mean: v.array(KeywordCountSchema),
  popular: v.array(ProductListItemSchema),
});
export type Alternatives = v.InferOutput<typeof AlternativesSchema>;

/** Most words in one synonym group, and longest word. */
export const SYNONYM_LIMITS = { terms: 20, length: 50 } as const;

/** Body of creating or changing a synonym group: at least two words that mean the same. */
export const SynonymBodySchema = v.object({
  terms: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SYNONYM_LIMITS.length))),
    v.minLength(2),
    v.maxLength(SYNONYM_LIMITS.terms),
  ),
});
export type SynonymBody = v.InferOutput<typeof SynonymBodySchema>;

/** A synonym group as the admin calls answer it. */
export const SynonymSchema = v.object({
  id: v.number(),
  terms: v.array(v.string()),
  updated_at: v.string(),
});
export type Synonym = v.InferOutput<typeof SynonymSchema>;
