/** `GET /v1/search/alternatives`: its answer, as the server writes it and the no-result part reads it. */
import * as v from 'valibot';
import { ProductListItemSchema } from '../catalog/catalog.schema';

/**
 * Another keyword that finds something, and how many products it finds: `capped` when more match
 * than a keyword search counts (`total` is then the cap, a floor, as the list's `x-total-capped`).
 */
export const KeywordCountSchema = v.object({
  keyword: v.string(),
  total: v.number(),
  capped: v.boolean(),
});
export type KeywordCount = v.InferOutput<typeof KeywordCountSchema>;

/** Ways on from a search that found nothing, with the channel's popular products as list items. */
export const AlternativesSchema = v.object({
  keyword: v.string(),
  fewer_words: v.array(KeywordCountSchema),
  did_you_mean: v.array(KeywordCountSchema),
  popular: v.array(ProductListItemSchema),
});
export type Alternatives = v.InferOutput<typeof AlternativesSchema>;
