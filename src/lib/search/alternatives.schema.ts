import * as v from 'valibot';
import { ProductListItemSchema } from '../catalog/catalog.schema';

/** Another keyword that finds something, with how many products it finds. */
export const KeywordCountSchema = v.object({ keyword: v.string(), total: v.number() });
export type KeywordCount = v.InferOutput<typeof KeywordCountSchema>;

/** `GET /v1/search/alternatives?keyword=`: ways on from a search that found nothing. */
export const AlternativesSchema = v.object({
  keyword: v.string(),
  fewer_words: v.array(KeywordCountSchema),
  did_you_mean: v.array(KeywordCountSchema),
  popular: v.array(ProductListItemSchema),
});
export type Alternatives = v.InferOutput<typeof AlternativesSchema>;
