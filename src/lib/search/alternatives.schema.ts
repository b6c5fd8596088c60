import type * as v from 'valibot';
import { ProductListItemSchema } from '../../../contract/catalog/catalog.schema';
import { alternativesSchema } from '../../../contract/search/alternatives.schema';

export type { KeywordCount } from '../../../contract/search/alternatives.schema';

/** `GET /v1/search/alternatives?keyword=`: ways on from a search that found nothing (contract/search). */
export const AlternativesSchema = alternativesSchema(ProductListItemSchema);
export type Alternatives = v.InferOutput<typeof AlternativesSchema>;
